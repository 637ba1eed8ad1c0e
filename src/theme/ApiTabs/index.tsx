// Swizzled (wrap): each tab gets an id and aria-controls naming its panel, so every tab has its tabpanel (src/lib/tabIds).
import ApiTabs from '@theme-original/ApiTabs';
import {withTabIds} from '@site/src/lib/tabIds';

export default withTabIds(ApiTabs);
