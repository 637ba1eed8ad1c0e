import onboardingSdl from '@site/api/graphql/onboarding.graphql';
import workflowSdl from '@site/api/graphql/workflow.graphql';
import invitationSdl from '@site/api/graphql/invitation.graphql';
import {site} from '@site/src/site';
import {quoteLimits} from '@site/src/data/limits';
import {defaultQueries} from './defaultQueries';

export type ExplorerService = {id: 'onboarding' | 'workflow' | 'invitation'; label: string; sdl: string; endpoint: string; defaultQuery: string};

export const explorerServices: readonly ExplorerService[] = [
  {
    id: 'workflow',
    label: 'Workflow',
    sdl: quoteLimits(workflowSdl),
    endpoint: `${site.apiHost}/graphql/workflow`,
    defaultQuery: defaultQueries.workflow,
  },
  {
    id: 'onboarding',
    label: 'Onboarding',
    sdl: quoteLimits(onboardingSdl),
    endpoint: `${site.apiHost}/graphql/onboarding`,
    defaultQuery: defaultQueries.onboarding,
  },
  {
    id: 'invitation',
    label: 'Invitation',
    sdl: quoteLimits(invitationSdl),
    endpoint: `${site.apiHost}/graphql/invitation`,
    defaultQuery: defaultQueries.invitation,
  },
];
