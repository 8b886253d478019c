import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '#src/platform/database/client';
import { startThrowawayCluster, type ThrowawayCluster } from './postgres-cluster';
import './provided';

const TEMPLATE = 'app_test_template';

/**
 * Uses TEST_DATABASE_URL when given (a maintenance database of a server we may create databases
 * on), otherwise starts a throwaway PostgreSQL server. Builds one migrated template database.
 */
export default async function setup(project: TestProject) {
  let cluster: ThrowawayCluster | undefined;
  const adminUrl = process.env.TEST_DATABASE_URL ?? (cluster = await startThrowawayCluster()).url;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${TEMPLATE} with (force)`);
  await admin.query(`create database ${TEMPLATE}`);
  await admin.end();

  const templateUrl = new URL(adminUrl);
  templateUrl.pathname = `/${TEMPLATE}`;
  const handle = await openDatabase({ databaseUrl: templateUrl.toString(), poolSize: 1 });
  await handle.migrate();
  await handle.close();

  project.provide('postgresAdminUrl', adminUrl);
  project.provide('postgresTemplate', TEMPLATE);
  return () => cluster?.stop();
}
