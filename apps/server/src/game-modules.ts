// What the server needs once its address answers, in one module it imports then: the app, the
// database, the demo and the loops (loading them takes seconds of a first start).
export { openDatabase } from '@ofl/db';
export { buildApp } from './app';
export { removeServerHandle, writeServerHandle } from './cli/server-handle';
export { demoWanted, prepareDemo } from './demo/demo-season';
export { startRunnerLoop } from './runner/game-runner';
export { startFollowLoop } from './follow/follow-upstream';
