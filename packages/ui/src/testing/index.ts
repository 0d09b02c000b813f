// The component test kit (`@platform/ui/testing`): for *.dom.test.tsx files, run by the `dom` project in happy-dom.
// Never imported by production code (scripts/boundaries.mjs).
export { type AnswerOf, type Handler, type HandlerInput, handle, Refusal, refuse } from './fake-api.ts';
export type { FakeSocket } from './fake-socket.ts';
export { fieldError } from './field-error.ts';
export { quoteOf, usStock } from './instruments.ts';
export { agreementEvent, agreementSignature, caseAgreement, caseMessage, caseProposal } from './mediation.ts';
export { miningNetwork } from './mining.ts';
export { bankWithdrawal } from './money.ts';
export { type AppUnderTest, fakeApi, fakeSocket, type ScreenOptions, screenRenderer } from './render-screen.tsx';
export { gridRobot } from './robots.ts';
export { renderStaticMarkup } from './static-markup.tsx';
export { setViewport, VIEWPORTS, type Viewport } from './viewport.ts';
