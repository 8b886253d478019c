import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_UNAVAILABLE_DETAIL } from '../src/platform/database/connection-errors';
import { freePort } from './setup/free-port';
import { startThrowawayCluster, type ThrowawayCluster } from './setup/postgres-cluster';
import { startServerProcess, waitForOutput, type ServerProcess } from './setup/server-process';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Answer {
  status: number;
  detail?: string;
}

/**
 * A database restart is about PostgreSQL's connections, which the embedded database does not have;
 * it runs on a cluster of its own, so that restarting it leaves the other test files' server alone.
 */
describe.skipIf(process.env.TEST_DB_ENGINE !== 'postgres')(
  'a PostgreSQL restart (PostgreSQL only: the embedded database has no connections to lose)',
  () => {
    let cluster: ThrowawayCluster;
    let server: ServerProcess;
    let dataDir: string;
    let base: string;

    /** A marketplace page and a search: one on each of the server's two pools (database/client.ts). */
    const ask = async (): Promise<Answer[]> => {
      const answers = await Promise.all([fetch(`${base}/api/items?sort=newest`), fetch(`${base}/api/items?q=desk`)]);
      return Promise.all(
        answers.map(async (response) => ({
          status: response.status,
          detail: ((await response.json()) as { detail?: unknown }).detail as string | undefined,
        })),
      );
    };

    /** Keeps `width` callers asking until stopped; every answer is kept. */
    const load = (width: number) => {
      const answers: Answer[] = [];
      let running = true;
      const callers = Array.from({ length: width }, async () => {
        while (running) {
          try {
            answers.push(...(await ask()));
          } catch (error) {
            answers.push({ status: 0, detail: String(error) });
            await sleep(50);
          }
        }
      });
      return {
        answers,
        stop: async () => {
          running = false;
          await Promise.all(callers);
          return answers;
        },
      };
    };

    /** Milliseconds until the server answers both calls normally again. */
    const recovery = async (limitMs: number): Promise<number> => {
      const started = Date.now();
      while (Date.now() - started < limitMs) {
        const answers = await ask().catch(() => []);
        if (answers.length === 2 && answers.every((answer) => answer.status === 200)) return Date.now() - started;
        await sleep(100);
      }
      throw new Error(`not answering ${limitMs} ms after the restart:\n${server.output().slice(-2000)}`);
    };

    const expectOnlyCleanAnswers = (answers: Answer[]) => {
      for (const answer of answers) {
        if (answer.status === 503) expect(answer.detail).toBe(DATABASE_UNAVAILABLE_DETAIL);
        else expect(answer.status, JSON.stringify(answer)).toBe(200);
      }
    };

    beforeAll(async () => {
      cluster = await startThrowawayCluster();
      dataDir = mkdtempSync(path.join(tmpdir(), 'pg-restart-'));
      const port = await freePort();
      base = `http://127.0.0.1:${port}`;
      server = startServerProcess({
        DATABASE_URL: cluster.url,
        DATA_DIR: dataDir,
        PORT: String(port),
        PUBLIC_URL: base,
      });
      await waitForOutput(server, 'is running at');
      expect(await ask()).toMatchObject([{ status: 200 }, { status: 200 }]);
    }, 120_000);

    afterAll(async () => {
      await server?.stop();
      cluster?.stop();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    });

    it('a PostgreSQL restart does not kill the server: its idle connections terminated, it answers again at once', async () => {
      const admin = new pg.Client({ connectionString: cluster.url });
      await admin.connect();
      const { rowCount } = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
      await admin.end();
      expect(rowCount).toBeGreaterThan(1);
      await sleep(500);
      expect(server.child.exitCode, server.output().slice(-2000)).toBeNull();
      expect(await recovery(5_000)).toBeLessThan(5_000);
    });

    it('a PostgreSQL restart does not kill the server: restarted under load, no 500, and it serves again by itself', async () => {
      const traffic = load(4);
      await sleep(500);
      cluster.restart();
      const recoveredIn = await recovery(10_000);
      const answers = await traffic.stop();
      expect(server.child.exitCode, server.output().slice(-2000)).toBeNull();
      expectOnlyCleanAnswers(answers);
      expect(recoveredIn).toBeLessThan(10_000);
    }, 60_000);

    it('a PostgreSQL restart does not kill the server: during the outage requests get 503 saying the database is not answering', async () => {
      cluster.pause();
      try {
        const during = await ask();
        expect(during).toEqual([
          { status: 503, detail: DATABASE_UNAVAILABLE_DETAIL },
          { status: 503, detail: DATABASE_UNAVAILABLE_DETAIL },
        ]);
        const health = await fetch(`${base}/api/health`);
        expect(health.status).toBe(503);
      } finally {
        cluster.start();
      }
      expect(await recovery(10_000)).toBeLessThan(10_000);
      expect(server.child.exitCode, server.output().slice(-2000)).toBeNull();
    }, 60_000);
  },
);
