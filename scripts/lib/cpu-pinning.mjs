// Keeps a benchmark's load off the app's CPU (bench/GENERATE.md): the app runs on CPU 0, the model
// server and the load generator on CPU 1, with Linux's `taskset`. Where there is no taskset or only one
// CPU, nothing is pinned and `pinning.note` says so, for the report.

import { spawnSync } from "node:child_process";
import os from "node:os";

const APP_CPU = 0;
const LOAD_CPU = 1;

function tasksetWorks() {
  if (os.availableParallelism() < 2) return false;
  const probe = spawnSync("taskset", ["-p", String(process.pid)], { stdio: "ignore" });
  return probe.status === 0;
}

const available = tasksetWorks();

export const pinning = {
  available,
  note: available
    ? `the app pinned to CPU ${APP_CPU}, the model server and the load generator to CPU ${LOAD_CPU} (taskset)`
    : `not pinned: ${os.availableParallelism() < 2 ? "one CPU" : "taskset is not available"}, so the app, the model server and the load generator share the CPUs`,
};

/** `[command, args]` that run `command args` on `cpu` where pinning is available, else unchanged. */
function onCpu(cpu, command, args) {
  return available ? ["taskset", ["-c", String(cpu), command, ...args]] : [command, args];
}

/** A command for the app's CPU. */
export const onAppCpu = (command, args) => onCpu(APP_CPU, command, args);
/** A command for the load's CPU (the model server). */
export const onLoadCpu = (command, args) => onCpu(LOAD_CPU, command, args);

/** Moves this process (all its threads: the load generator) to the load's CPU. */
export function pinSelfToLoadCpu() {
  if (available) spawnSync("taskset", ["-a", "-p", "-c", String(LOAD_CPU), String(process.pid)], { stdio: "ignore" });
}
