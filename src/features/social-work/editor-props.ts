/**
 * What the social-work view gives each of its three document editors: the shared editor's props, so the
 * view opens any of them alike (src/ui/forms/document-editor.tsx).
 */
export type { DocumentEditorProps as SocialWorkEditorProps } from '../../ui/forms/document-editor';
