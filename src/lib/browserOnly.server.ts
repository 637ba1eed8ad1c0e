// Server bundle's stand-in for the modules only the browser loads (serverStandIns in src/config/leanBundle.ts): server rendering must
// never import one, and fails loudly if it does.
throw new Error('A browser-only module was imported during server rendering; see serverStandIns in src/config/leanBundle.ts.');

export {};
