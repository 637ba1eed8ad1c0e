// The browser bundle's entry in production builds: core's clientEntry, evaluated over four tasks instead of one long one.
// React DOM first (in a task of its own, not in the one that compiles main.js), then the route table, then the app
// shell, then core's entry, which preloads the page's chunks and hydrates. Between the tasks the browser handles input
// and paints; each step is the same code core ran in one block.
const inNextTask = <T>(step: () => Promise<T>): Promise<T> => new Promise((resolve) => setTimeout(resolve, 0)).then(step);

inNextTask(() => import(/* webpackMode: "eager" */ 'react-dom/client'))
  .then(() => inNextTask(() => import(/* webpackMode: "eager" */ '@generated/routes')))
  .then(() => inNextTask(() => import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/App')))
  .then(() => inNextTask(() => import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/clientEntry')))
  .catch((error: unknown) => {
    // As an uncaught error, as when core's entry threw while the script ran.
    setTimeout(() => {
      throw error;
    }, 0);
  });
