// Server bundle's stand-in for openApiSectionsLoader.ts (aliased by serverStandIns in src/config/leanBundle.ts): the sections are
// imported statically, so server rendering never suspends and the HTML holds every schema.
import * as sections from './openApiSections';
import {alreadyLoaded} from './onDemand';
import type {OpenApiSections} from './openApiSectionsLoader';

export const openApiSections = alreadyLoaded<OpenApiSections>(sections);
