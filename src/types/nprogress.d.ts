// nprogress ships no types: the parts of its API the progress bar uses (src/plugins/lean-runtime/progressBarOnDemand.ts).
declare module 'nprogress' {
  const nprogress: {configure(options: {showSpinner?: boolean}): unknown; start(): unknown; done(): unknown};
  export default nprogress;
}
