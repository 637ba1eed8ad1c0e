// Swizzled (wrap): the server's HTML is kept through hydration; the theme's schema rendering and the section's props load when the reader uses it.
import {keptOpenApiSection} from '@site/src/lib/openApiSection';

export default keptOpenApiSection('StatusCodes', 'the responses');
