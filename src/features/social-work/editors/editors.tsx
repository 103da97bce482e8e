/** The three editors the social-work view opens (each a document on the shared social-work editor). */
import type { SocialWorkEditorProps } from '../editor-props';
import type { SocialWorkKind } from '../evolutions/timeline';
import { evolutionDocument, homeVisitDocument, initialAssessmentDocument } from './documents';
import { SocialWorkEditor, type SocialWorkDocument } from './social-work-editor';

export const socialWorkDocuments: Record<SocialWorkKind, SocialWorkDocument> = {
  'initial-assessment': initialAssessmentDocument,
  'social-work-evolution': evolutionDocument,
  'home-visit': homeVisitDocument,
};

export function InitialAssessmentEditor(props: SocialWorkEditorProps) {
  return <SocialWorkEditor {...props} document={initialAssessmentDocument} />;
}

export function EvolutionEditor(props: SocialWorkEditorProps) {
  return <SocialWorkEditor {...props} document={evolutionDocument} />;
}

export function HomeVisitEditor(props: SocialWorkEditorProps) {
  return <SocialWorkEditor {...props} document={homeVisitDocument} />;
}
