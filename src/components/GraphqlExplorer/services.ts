import onboardingSdl from '@site/api/graphql/onboarding.graphql';
import workflowSdl from '@site/api/graphql/workflow.graphql';
import invitationSdl from '@site/api/graphql/invitation.graphql';
import {site} from '@site/src/site';
import {defaultQueries} from './defaultQueries';

export type ExplorerService = {id: 'onboarding' | 'workflow' | 'invitation'; label: string; sdl: string; endpoint: string; defaultQuery: string};

export const explorerServices: readonly ExplorerService[] = [
  {
    id: 'workflow',
    label: 'Workflow',
    sdl: workflowSdl,
    endpoint: `${site.apiHost}/graphql/workflow`,
    defaultQuery: defaultQueries.workflow,
  },
  {
    id: 'onboarding',
    label: 'Onboarding',
    sdl: onboardingSdl,
    endpoint: `${site.apiHost}/graphql/onboarding`,
    defaultQuery: defaultQueries.onboarding,
  },
  {
    id: 'invitation',
    label: 'Invitation',
    sdl: invitationSdl,
    endpoint: `${site.apiHost}/graphql/invitation`,
    defaultQuery: defaultQueries.invitation,
  },
];
