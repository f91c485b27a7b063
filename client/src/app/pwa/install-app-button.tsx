import { useAppText } from '../app.strings.js';
import { promptInstall, useInstallOffered } from './install-prompt.js';
import './pwa.css';

/** 'Install app', beside the language switch, only while the browser offers to install (install-prompt.ts). */
export function InstallAppButton({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const t = useAppText();
  const offered = useInstallOffered();
  if (!offered) return null;
  return (
    <button type="button" className={`install-app install-app-${tone}`} onClick={() => void promptInstall()}>
      {t('install.button')}
    </button>
  );
}
