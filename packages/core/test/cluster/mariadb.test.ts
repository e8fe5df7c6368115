import { describeCluster } from './suite.js';

describeCluster('mysql');
