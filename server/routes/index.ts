/**
 * Every /v1 route family of both specs' §7, mounted under the authenticated API.
 */
import { Hono } from 'hono';
import { developmentControl } from '../../src/contract/development-control';
import { familyControl } from '../../src/contract/family-control';
import { bayley } from '../../src/contract/bayley';
import { griffiths } from '../../src/contract/griffiths';
import { homeVisit } from '../../src/contract/home-visit';
import { initialAssessment } from '../../src/contract/initial-assessment';
import { socialWorkEvolution } from '../../src/contract/social-work-evolution';
import { familyMemberCreateBody, familyMemberUpdateBody } from '../../src/contract/family-composition';
import {
  externalNetworkReportCreateBody,
  externalNetworkReportUpdateBody,
} from '../../src/contract/external-network-report';
import {
  SUBSIDY_ACTIVE,
  SUBSIDY_DELETED,
  subsidyCreateBody,
  subsidyUpdateBody,
} from '../../src/contract/subsidy';
import { psychosocialRiskCreateBody, psychosocialRiskUpdateBody } from '../../src/contract/psychosocial-risk';
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
  app.route('/bayley', documentRoutes(bayley, 'Psychology'));
  app.route('/bayley', examRoutes('bayley'));
  app.route('/griffiths', documentRoutes(griffiths, 'Psychology'));
  app.route('/griffiths', examRoutes('griffiths'));
  app.route('/development-control', documentRoutes(developmentControl, 'DevelopmentControl'));
  app.route('/family-control', documentRoutes(familyControl, 'FamilyControl'));
  app.route('/postponed-bayley', postponedRoutes('postponed-bayley'));
  app.route('/postponed-griffiths', postponedRoutes('postponed-griffiths'));
  app.route('/anthropometry', anthropometryRoutes());
  app.route('/analytics', reportRoutes());

  // Social work (spec 001 §7).
  app.route('/home-visit', documentRoutes(homeVisit, 'SocialWork'));
  app.route('/initial-assessment', documentRoutes(initialAssessment, 'SocialWork'));
  app.route('/social-work-evolution', documentRoutes(socialWorkEvolution, 'SocialWork'));
  app.route('/social-work-activity', socialWorkActivityRoutes());
  app.route(
    '/family-composition',
    rowRoutes({
      kind: 'family-member',
      createBody: familyMemberCreateBody,
      updateBody: familyMemberUpdateBody,
      itemPath: '/hc/:historyId/:rowId',
      listAnswer: (familyMembers, historyId) => ({ historyId, familyMembers }),
    }),
  );
  app.route(
    '/external-network-report',
    rowRoutes({
      kind: 'external-network-report',
      createBody: externalNetworkReportCreateBody,
      updateBody: externalNetworkReportUpdateBody,
      itemPath: '/:rowId',
      sortBy: 'filingDate',
    }),
  );
  app.route(
    '/subsidy',
    rowRoutes({
      kind: 'subsidy',
      createBody: subsidyCreateBody,
      updateBody: subsidyUpdateBody,
      itemPath: '/:rowId/hc/:historyId',
      createDefaults: { state: SUBSIDY_ACTIVE },
      deletedChanges: { state: SUBSIDY_DELETED },
    }),
  );
  app.route(
    '/psychosocial-risk',
    rowRoutes({
      kind: 'psychosocial-risk',
      createBody: psychosocialRiskCreateBody,
      updateBody: psychosocialRiskUpdateBody,
      itemPath: '/:rowId',
      sortBy: 'assessmentDate',
    }),
  );
  return app;
}
