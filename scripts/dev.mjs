// `npm run dev`: the server rebuilt and restarted on change (SWC watch + node --watch),
// and Vite with hot reload on 5173 proxying the API to the server.
import { spawn } from 'node:child_process';

const run = (command, args, name) => {
  const child = spawn(command, args, { stdio: 'inherit', shell: false });
  child.on('exit', (code) => {
    console.log(`${name} exited (${code}); stopping`);
    process.exit(code ?? 1);
  });
  return child;
};

const build = spawn('npm', ['run', 'build', '-w', 'server'], { stdio: 'inherit' });
build.on('exit', (code) => {
  if (code !== 0) process.exit(code ?? 1);
  const children = [
    run('npx', ['swc', 'server/src', 'migrations', '-d', 'server/dist', '--config-file', 'server/.swcrc', '--watch', '--quiet'], 'swc'),
    run('node', ['--watch-path=server/dist', 'server/dist/server/src/main.js'], 'server'),
    run('npm', ['run', 'dev', '-w', 'client'], 'vite'),
  ];
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => children.forEach((c) => c.kill(signal)));
});
