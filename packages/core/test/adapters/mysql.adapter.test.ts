import { runAdapterTests } from './adapter.case.js';
import { MYSQL_URL, mysqlTarget, notSet } from './targets.js';

runAdapterTests(
  MYSQL_URL
    ? mysqlTarget(MYSQL_URL)
    : { name: 'mysql', skip: notSet('PORTCULLIS_TEST_MYSQL_URL'), createAdapter: unavailable },
);

function unavailable(): never {
  throw new Error('PORTCULLIS_TEST_MYSQL_URL is not set');
}
