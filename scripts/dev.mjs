// `npm run dev`: the server rebuilt and restarted on change (SWC watch + node --watch),
// and Vite with hot reload on http://localhost:5173 proxying the API to the server.
// Ctrl-C stops all three, the server first draining and stopping its database.
import { spawn } from 'node:child_process';

let stopping = false;
const children = [];
const run = (command, args, name) => {
  const child = spawn(command, args, { stdio: 'inherit' });
  child.on('exit', (code) => {
    if (stopping) return;
    console.log(`${name} exited (${code}); stopping the others`);
    stop('SIGTERM', code ?? 1);
  });
  children.push(child);
};

function stop(signal, code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill(signal);
  Promise.all(children.map((c) => (c.exitCode !== null || c.signalCode !== null ? null : new Promise((r) => c.once('exit', r))))).then(() =>
    process.exit(code),
  );
}

const build = spawn('npm', ['run', 'build', '-w', 'server'], { stdio: 'inherit' });
build.on('exit', (code) => {
  if (code !== 0) process.exit(code ?? 1);
  run('npx', ['swc', 'server/src', 'migrations', '-d', 'server/dist', '--config-file', 'server/.swcrc', '--watch', '--quiet'], 'swc');
  run('node', ['--watch-path=server/dist', 'server/dist/server/src/main.js'], 'server');
  run('npm', ['run', 'dev', '-w', 'client'], 'vite');
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
