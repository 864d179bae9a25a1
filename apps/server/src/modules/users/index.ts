export {
  findShopper,
  type ShopperCursor,
  type ShopperRow,
  type ShopperSearch,
  searchShoppers,
} from "./shopper-search";
export {
  clearSignInBlocked,
  type SignInBlock,
  setSignInBlocked,
  signInBlockedAtForSignIn,
} from "./sign-in-block.repo";
export {
  createAccount,
  findUserByEmail,
  findUserById,
  findUserByMobile,
  insertAccount,
  markMobileVerified,
  setPasswordHash,
  type UserRecord,
  whichTaken,
} from "./users.repo";
