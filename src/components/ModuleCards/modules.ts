/** The two product modules on the home page; each "Explore" link lands on the module's landing page (with its sidebar). */
export type Module = {name: string; to: string; label: string; description: string};

export const modules: readonly Module[] = [
  {
    name: 'Build',
    to: '/getting-started/self-serve',
    label: 'Explore Build',
    description:
      'Assemble sign-up and onboarding from ten blocks on the workflow canvas, test it in sandbox, then promote it to production.',
  },
  {
    name: 'Analyze',
    to: '/getting-started/analyze/intro',
    label: 'Explore Analyze',
    description:
      'Send page, track, identify and group calls, adopt the standard lifecycle events and read acquisition-to-retention reports.',
  },
];
