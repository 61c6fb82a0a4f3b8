import { loadConfig } from "../config";
import { runWithDatabase } from "./cli";
import { createPhotoStorage } from "../features/uploads/photo-storage";
import { createLogger } from "../lib/logger";
import { jobCatalogue } from "../jobs/catalogue";
import { JOBS_SCHEMA, startJobRunner } from "../jobs/job-runner";
import { countJobsByState, findRecentFailures } from "../jobs/jobs.repository";

/**
 * `npm run jobs` — the background queues for an operator (docs/operations.md, "Background jobs"):
 *
 *   npm run jobs                   each queue: waiting, running, retrying, failed in 24 h, oldest wait
 *   npm run jobs failures [queue]  the 20 most recent failures with what they threw
 *   npm run jobs run <job>         queue one run now (e.g. seo.sitemaps after changing the base URLs)
 *
 * On the embedded database this works only while the app is stopped (one process at a time); a running
 * app shows the same figures in /readyz.
 */
const USAGE = "usage: npm run jobs [-- failures [queue] | run <job>]";
const [command = "status", argument] = process.argv.slice(2);

await runWithDatabase(async (database) => {
  switch (command) {
    case "status": {
      const figures = await countJobsByState(database.db, JOBS_SCHEMA).catch(() => []);
      if (!figures.length) {
        console.log("No queues yet: they are created when the app first starts.");
        return;
      }
      console.table(figures);
      return;
    }
    case "failures": {
      const failures = await findRecentFailures(database.db, JOBS_SCHEMA, argument, 20);
      if (!failures.length) console.log(argument ? `No failed ${argument} jobs.` : "No failed jobs.");
      for (const failure of failures) {
        console.log(
          `${failure.failedAt.toISOString()}  ${failure.queue}  ${failure.id}  after ${failure.attempts} attempt(s): ${failure.error}`,
        );
      }
      return;
    }
    case "run": {
      const config = loadConfig();
      const logger = createLogger("warn");
      let names: string[] = [];
      const runner = await startJobRunner(
        database,
        (queue) => {
          const definitions = jobCatalogue(
            database,
            config,
            logger,
            queue,
            createPhotoStorage(config.media.storage),
          );
          names = definitions.map((definition) => definition.name);
          return definitions;
        },
        { logger, schedule: false, work: false },
      );
      try {
        if (!argument || !names.includes(argument)) {
          console.error(`Name a job to run: ${names.join(", ")}`);
          process.exitCode = 1;
          return;
        }
        await runner.send(argument, {});
        console.log(`${argument} queued: the next instance that takes jobs runs it within seconds.`);
      } finally {
        await runner.stop(1000);
      }
      return;
    }
    default:
      console.error(USAGE);
      process.exitCode = 1;
  }
});
