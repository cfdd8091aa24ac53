import { create } from 'zustand';
import { readStored, writeStored } from '#src/lib/local-storage';

const STORAGE_KEY = 'cc.sound-on';

interface TSoundState {
  isSoundOn: boolean;
  setSoundOn: (isOn: boolean) => void;
}

/** The global mute, kept locally (spec §9: sounds can be disabled, stored locally). */
export const useSound = create<TSoundState>((set) => ({
  isSoundOn: readStored(STORAGE_KEY, (value) => value !== false, true),
  setSoundOn: (isOn) => {
    writeStored(STORAGE_KEY, isOn);
    set({ isSoundOn: isOn });
  },
}));
