// `npm run build`: builds every program, whatever changed: the player app, every game frame
// (games/<game>/ui), the payments frame, the server bundle, and the provider sandbox bundle (run
// beside the casino).
import { gameUiWorkspaces, runOrExit } from './lib.mjs';

await runOrExit('npm', ['run', 'build', '--workspace=@casino/web']);
for (const dir of gameUiWorkspaces()) {
  await runOrExit('npm', ['run', 'build', `--workspace=${dir}`]);
}
await runOrExit('npm', ['run', 'build', '--workspace=@casino/payments']);
await runOrExit('npm', ['run', 'build', '--workspace=@casino/server']);
await runOrExit('npm', ['run', 'build', '--workspace=@casino/sandbox']);
