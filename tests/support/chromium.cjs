// How every browser run of the project (Playwright tests and bench/ scripts) launches Chromium.
const {existsSync} = require('node:fs');

/** Debian's Chromium where Playwright cannot download its own; Playwright's bundled browser elsewhere. */
function chromiumExecutable(env = process.env) {
  if (env.CHROMIUM_PATH) {
    return env.CHROMIUM_PATH;
  }
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const chromiumLaunchOptions = () => ({executablePath: chromiumExecutable(), args: chromiumArgs});

module.exports = {chromiumExecutable, chromiumArgs, chromiumLaunchOptions};
