// Swizzled (wrap): each tab gets an id and aria-controls naming its panel, so every tab has its tabpanel (src/lib/tabIds).
import DiscriminatorTabs from '@theme-original/DiscriminatorTabs';
import {withTabIds} from '@site/src/lib/tabIds';

export default withTabIds(DiscriminatorTabs);
