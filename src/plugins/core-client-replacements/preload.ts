// Replaces @docusaurus/core's client/preload (same default export): before matching a path's routes and preloading their
// components, it loads the path's route section, whose nested routes main.js leaves out (lean-runtime/routeSections.cjs).
// Every caller goes through it: core's entry before hydration, a navigation before it shows the page, window.docusaurus.
import routes from '@generated/routes';
import {matchRoutes} from 'react-router-config';
import {loadRouteSectionOf} from '../lean-runtime/lazyRouteSections';

export default async function preload(pathname: string): Promise<unknown[]> {
  const pathnames = [...new Set([pathname, decodeURI(pathname)])];
  await Promise.all(pathnames.map((path) => loadRouteSectionOf(routes, path)));
  const matches = pathnames.flatMap((path) => matchRoutes(routes, path));
  return Promise.all(matches.map((match) => match.route.component.preload?.()));
}
