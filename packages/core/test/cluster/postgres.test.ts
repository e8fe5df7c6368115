import { describeCluster } from './suite.js';

describeCluster('postgres');
