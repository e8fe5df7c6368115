import { runAdapterTests } from './adapter.case.js';
import { sqliteTarget } from './targets.js';

runAdapterTests(sqliteTarget());
