import { runAdapterTests } from './adapter.case.js';
import { notSet, POSTGRES_URL, postgresTarget } from './targets.js';

runAdapterTests(
  POSTGRES_URL
    ? postgresTarget(POSTGRES_URL)
    : {
        name: 'postgres',
        skip: notSet('PORTCULLIS_TEST_POSTGRES_URL'),
        createAdapter: unavailable,
      },
);

function unavailable(): never {
  throw new Error('PORTCULLIS_TEST_POSTGRES_URL is not set');
}
