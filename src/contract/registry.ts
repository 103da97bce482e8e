/**
 * Every document and row resource of the product, declared once. What handles documents or rows of any
 * kind reads them from here: the outbox's document kinds and row writes (src/offline), the server's route
 * factories (server/routes/index.ts) and the features, each through the type of its own entry.
 *
 * A new document: its contract module with `defineDocument`, one line in `documentRegistry` (and its kind
 * in `documentKinds`); a new row resource: `defineRowResource` in its module, one line in `rowRegistry`
 * (docs/architecture.md, "Where do I add a new document").
 */
import { bayley } from './bayley';
import { developmentControl } from './development-control';
import type { AnyDocumentContract, DocumentKind } from './document';
import { externalNetworkReportRows } from './external-network-report';
import { familyMemberRows } from './family-composition';
import { familyControl } from './family-control';
import { griffiths } from './griffiths';
import { homeVisit } from './home-visit';
import { initialAssessment } from './initial-assessment';
import { psychosocialRiskRows } from './psychosocial-risk';
import type { RowResource } from './row-resource';
import { socialWorkActivityRows } from './social-work-activity';
import { socialWorkEvolution } from './social-work-evolution';
import { subsidyRows } from './subsidy';

export const documentRegistry = {
  bayley,
  griffiths,
  'development-control': developmentControl,
  'family-control': familyControl,
  'home-visit': homeVisit,
  'initial-assessment': initialAssessment,
  'social-work-evolution': socialWorkEvolution,
} as const satisfies { [K in DocumentKind]: AnyDocumentContract & { kind: K } };

export const rowRegistry = {
  'psychosocial-risk': psychosocialRiskRows,
  'family-composition': familyMemberRows,
  'external-network-report': externalNetworkReportRows,
  subsidy: subsidyRows,
  'social-work-activity': socialWorkActivityRows,
} as const satisfies { [N in string]: RowResource<N> };

export type RowResourceName = keyof typeof rowRegistry;
