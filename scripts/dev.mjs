// `npm run dev`: the API server with reload on change (port 3000) and the player app through
// Vite's dev server (port 5173, proxying /api and the socket to the API server).
import { spawn } from 'node:child_process';
import { root } from './lib.mjs';

const children = [
  spawn('npm', ['run', 'dev', '--workspace=@casino/server'], { cwd: root, stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '--workspace=@casino/web'], { cwd: root, stdio: 'inherit' }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    if (code !== 0 && code !== null) {
      stop();
      process.exitCode = code;
    }
  });
}
