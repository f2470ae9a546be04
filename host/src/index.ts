import { nextTask } from './nextTask';

// Federation's asyncStartup initialises the shared scope before this entry runs, so the shell
// can import the shared singletons directly. The shell's modules are evaluated in a task after
// main.js's own (the script and the federation runtime's start), not in one long task with it.
void nextTask().then(() => import(/* webpackMode: "eager" */ './bootstrap'));
