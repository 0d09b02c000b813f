import { create } from 'zustand';

/** The spec's two global popups (section 2), opened by flags in app-wide state so any screen can open them. */
export interface PopupState {
  signUpOpen: boolean;
  forgotPasswordOpen: boolean;
  openSignUp(): void;
  openForgotPassword(): void;
  closeSignUp(): void;
  closeForgotPassword(): void;
}

// Only one popup is open at a time: opening one closes the other.
export const usePopups = create<PopupState>((set) => ({
  signUpOpen: false,
  forgotPasswordOpen: false,
  openSignUp: () => set({ signUpOpen: true, forgotPasswordOpen: false }),
  openForgotPassword: () => set({ forgotPasswordOpen: true, signUpOpen: false }),
  closeSignUp: () => set({ signUpOpen: false }),
  closeForgotPassword: () => set({ forgotPasswordOpen: false }),
}));
