import ParamsDetails from '@site/src/theme/ParamsDetails/WithoutListMarkup';
import RequestSchema from '@site/src/theme/RequestSchema/WithoutListMarkup';
import StatusCodes from '@theme-original/StatusCodes';

/** The REST operation pages' schema sections, in a chunk of their own (src/lib/openApiSectionsLoader). */
export {ParamsDetails, RequestSchema, StatusCodes};
