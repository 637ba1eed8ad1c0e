// Swizzled (wrap): each tab gets an id and aria-controls naming its panel, so every tab has its tabpanel (src/lib/tabIds).
import SchemaTabs from '@theme-original/SchemaTabs';
import {withTabIds} from '@site/src/lib/tabIds';

export default withTabIds(SchemaTabs);
