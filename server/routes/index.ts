/**
 * Every /v1 route family of both specs' §7, mounted under the authenticated API.
 */
import { Hono } from 'hono';
import { externalNetworkReportRows } from '../../src/contract/external-network-report';
import { familyMemberRows } from '../../src/contract/family-composition';
import { psychosocialRiskRows } from '../../src/contract/psychosocial-risk';
import { documentRegistry as documents } from '../../src/contract/registry';
import { SUBSIDY_ACTIVE, SUBSIDY_DELETED, subsidyRows } from '../../src/contract/subsidy';
import type { AppEnv } from '../http/env';
import { anthropometryRoutes } from './anthropometry';
import { documentRoutes } from './documents';
import { examRoutes } from './exams';
import { postponedRoutes } from './postponed';
import { reportRoutes } from './report';
import { rowRoutes } from './rows';
import { sharedRoutes } from './shared';
import { socialWorkActivityRoutes } from './social-work-activity';

export function apiRoutes() {
  const app = new Hono<AppEnv>();
  app.route('/', sharedRoutes());

  // Psychology (spec 000 §7).
  app.route('/bayley', documentRoutes(documents.bayley, 'Psychology'));
  app.route('/bayley', examRoutes('bayley'));
  app.route('/griffiths', documentRoutes(documents.griffiths, 'Psychology'));
  app.route('/griffiths', examRoutes('griffiths'));
  app.route('/development-control', documentRoutes(documents['development-control'], 'DevelopmentControl'));
  app.route('/family-control', documentRoutes(documents['family-control'], 'FamilyControl'));
  app.route('/postponed-bayley', postponedRoutes('postponed-bayley'));
  app.route('/postponed-griffiths', postponedRoutes('postponed-griffiths'));
  app.route('/anthropometry', anthropometryRoutes());
  app.route('/analytics', reportRoutes());

  // Social work (spec 001 §7); each row resource at the path its declaration names.
  app.route('/home-visit', documentRoutes(documents['home-visit'], 'SocialWork'));
  app.route('/initial-assessment', documentRoutes(documents['initial-assessment'], 'SocialWork'));
  app.route('/social-work-evolution', documentRoutes(documents['social-work-evolution'], 'SocialWork'));
  app.route('/social-work-activity', socialWorkActivityRoutes());
  app.route(
    `/${familyMemberRows.name}`,
    rowRoutes(familyMemberRows, {
      listAnswer: (familyMembers, historyId) => ({ historyId, familyMembers }),
    }),
  );
  app.route(
    `/${externalNetworkReportRows.name}`,
    rowRoutes(externalNetworkReportRows, { sortBy: 'filingDate' }),
  );
  app.route(
    `/${subsidyRows.name}`,
    rowRoutes(subsidyRows, {
      createDefaults: { state: SUBSIDY_ACTIVE },
      deletedChanges: { state: SUBSIDY_DELETED },
    }),
  );
  app.route(`/${psychosocialRiskRows.name}`, rowRoutes(psychosocialRiskRows, { sortBy: 'assessmentDate' }));
  return app;
}
