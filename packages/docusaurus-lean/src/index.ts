import {assertTestedVersions} from './versionGuard';

// Every plugin below reaches into a private part of Docusaurus, Rspack or the OpenAPI theme; loading any of them with
// versions they were not tested with stops the build here, with the list of what to re-check.
assertTestedVersions();

export {default as paintFirstPlugin, paintFirstTemplate} from './paint-first';
export {default as shortStartTasksPlugin} from './runtime';
export {default as lightHydrationPlugin} from './hydration';
export {default as prismOnDemandPlugin} from './prism-on-demand';
export {default as serverStandInsPlugin, type ServerStandInsOptions} from './server-stand-ins';
export {default as scopedStylesPlugin, scopedStyleGroupOf, siteWideStyleOf, type ScopedStyleGroup} from './scoped-styles';
export {default as scopedOpenApiTheme, type ScopedOpenApiThemeOptions} from './openapi-theme';
export {default as minifiedJsCachePlugin} from './build-cache/minifiedJsCache';
export {default as buildCacheDependenciesPlugin} from './build-cache/buildDependencies';
