import { runAdapterTests } from './adapter.case.js';
import { memoryTarget } from './targets.js';

runAdapterTests(memoryTarget());
