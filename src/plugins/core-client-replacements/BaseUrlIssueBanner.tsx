// Replaces @docusaurus/core's client/BaseUrlIssueBanner in the client bundle (same default export): core's renders its
// banner script into the head only where the DOM is missing (server rendering), so in the browser it renders nothing,
// yet it brought the script's text into main.js. The stylesheet that hides the banner stays.
import '@docusaurus/core/lib/client/BaseUrlIssueBanner/styles.module.css';

export default function MaybeBaseUrlIssueBanner(): null {
  return null;
}
