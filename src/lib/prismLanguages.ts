// Registers `prism.additionalLanguages` (docusaurus.config.ts) on the Prism that prism-react-renderer highlights with.
// Import it, lazily, wherever code is highlighted: docusaurus-lean's prismOnDemandPlugin drops the client module that did this.
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';

prismIncludeLanguages(Prism);
