// `npm run build`: builds everything production serves, whatever changed: the player app,
// every game frame (games/<game>/ui) and the server bundle.
import { gameUiWorkspaces, runOrExit } from './lib.mjs';

await runOrExit('npm', ['run', 'build', '--workspace=@casino/web']);
for (const dir of gameUiWorkspaces()) {
  await runOrExit('npm', ['run', 'build', `--workspace=${dir}`]);
}
await runOrExit('npm', ['run', 'build', '--workspace=@casino/server']);
