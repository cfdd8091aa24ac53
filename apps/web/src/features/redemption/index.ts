export { RedeemPage, type TBankLinkReturn } from '#src/features/redemption/components/redeem-page';
export { RedemptionAccountPanel } from '#src/features/redemption/components/redemption-requests-panel';
export { RedemptionApprovalDialog } from '#src/features/redemption/components/redemption-approval-dialog';
export {
  acknowledgeRedemption,
  getRedeemRequestsQueryOptions,
} from '#src/features/redemption/api/redemption-api';
export {
  RedemptionStatusDialog,
  type TRedemptionStatusDialogKind,
} from '#src/features/redemption/components/redemption-status-dialog';
