import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
// The lint's own check (npm run lint), run here too so that `npm test` fails on an upward import.
import { crossModuleImports, judge, sourceFiles } from '../../scripts/module-order.mjs';

const srcRoot = fileURLToPath(new URL('.', import.meta.url)).replace(/\/$/, '');

describe('the server modules import only modules before them (scripts/module-order.mjs)', () => {
  it('holds for the tree, but for the listed known upward imports', () => {
    const known = JSON.parse(readFileSync(new URL('../module-order.known.json', import.meta.url), 'utf8')) as string[];
    expect(judge(crossModuleImports(srcRoot, sourceFiles(srcRoot)), known)).toEqual([]);
  });

  it('finds an upward import, a module missing from the order, and a listed import that is gone', () => {
    const files: Record<string, string> = {
      [`${srcRoot}/shared/clock/clock.ts`]: "import { decide } from '../../wallet/wallet.decide.js';\n",
      [`${srcRoot}/wallet/wallet.ts`]: "import type { Clock } from '../shared/clock/clock.js';\nexport { x } from '../newcomer/x.js';\n",
      [`${srcRoot}/draws/draws.module.ts`]: "import {\n  WalletModule,\n} from '../wallet/wallet.module.js';\n",
    };
    const imports = crossModuleImports(srcRoot, Object.keys(files), (f: string) => files[f]);
    expect(imports).toEqual(['draws/draws.module.ts -> wallet', 'shared/clock/clock.ts -> wallet', 'wallet/wallet.ts -> newcomer', 'wallet/wallet.ts -> shared']);
    expect(judge(imports, ['identity/gone.ts -> wallet'])).toEqual([
      'wallet/wallet.ts -> newcomer: module newcomer is not in MODULE_ORDER (scripts/module-order.mjs)',
      'shared/clock/clock.ts -> wallet: imports a module that comes later in MODULE_ORDER (an upward import)',
      'identity/gone.ts -> wallet: no longer imported; take it off server/module-order.known.json',
    ]);
  });
});
