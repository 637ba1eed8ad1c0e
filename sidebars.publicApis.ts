import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {apiSidebar} from './src/config/apiSidebar';

/** Sidebars of the generated REST reference (docs plugin instance `api`, served under /public_apis). */
const sidebars = {
  api: apiSidebar('reference'),
} satisfies SidebarsConfig;

export default sidebars;
