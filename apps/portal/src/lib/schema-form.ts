// The whole-form validator from a contracts schema lives in @platform/ui (the trade app's KYC form uses it too).
export { useSchemaValidate } from '@platform/ui';
