import { apiThroughput } from './api-throughput';
import { coldStart } from './cold-start';
import { statsBench } from './stats';

// Each benchmark prints its figure and its ratio to the baseline measured in the same run.
await apiThroughput();
await coldStart();
await statsBench();
