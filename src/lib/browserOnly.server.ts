// Server bundle's stand-in for the modules only the browser loads (src/plugins/server-stand-ins): server rendering must
// never import one, and fails loudly if it does.
throw new Error('A browser-only module was imported during server rendering; see browserOnlyModules in src/plugins/server-stand-ins.');

export {};
