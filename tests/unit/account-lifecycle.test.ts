import { describe, expect, test } from "vitest";
import { ACCOUNT_LIFECYCLE_STATES, accountLifecycle, canMoveAccount, lifecycleColumns, moveAccount, type AccountMove } from "~/domain/account-lifecycle";

const at = new Date("2030-01-02T03:04:05Z");
const none = { disabledAt: null, deletionRequestedAt: null, erasedAt: null };

describe("an account's state", () => {
  test("is read from its columns", () => {
    expect(accountLifecycle(none)).toBe("active");
    expect(accountLifecycle({ ...none, disabledAt: at })).toBe("disabled");
    expect(accountLifecycle({ ...none, disabledAt: at, deletionRequestedAt: at })).toBe("deletion_pending");
    expect(accountLifecycle({ disabledAt: at, deletionRequestedAt: at, erasedAt: at })).toBe("erased");
  });

  test("a deletion request left on an account that signs in again does not make it pending", () => {
    expect(accountLifecycle({ ...none, deletionRequestedAt: at })).toBe("active");
  });

  test("is written back as the columns it is read from", () => {
    for (const state of ["active", "disabled", "deletion_pending"] as const) {
      expect(accountLifecycle({ ...lifecycleColumns(state, at), erasedAt: null })).toBe(state);
    }
  });
});

describe("the moves between an account's states", () => {
  const allowed: Array<[string, AccountMove, string]> = [
    ["active", "disable", "disabled"],
    ["deletion_pending", "disable", "disabled"],
    ["disabled", "enable", "active"],
    ["deletion_pending", "enable", "active"],
    ["active", "request_deletion", "deletion_pending"],
    ["deletion_pending", "keep", "active"],
    ["deletion_pending", "erase", "erased"],
  ];

  test.each(allowed)("from %s, %s leads to %s", (from, move, to) => {
    expect(moveAccount(from as never, move)).toMatchObject({ allowed: true, to });
  });

  test("every other move is refused with a reason", () => {
    const moves: AccountMove[] = ["enable", "disable", "request_deletion", "keep", "erase"];
    for (const from of ACCOUNT_LIFECYCLE_STATES) {
      for (const move of moves) {
        if (allowed.some(([f, m]) => f === from && m === move)) continue;
        const result = moveAccount(from, move);
        expect(result.allowed, `${move} from ${from}`).toBe(false);
        expect(canMoveAccount(from, move)).toBe(false);
        if (!result.allowed) expect(result.reason).not.toBe("");
      }
    }
  });

  test("disable works in every live state and nothing moves an erased account", () => {
    expect(canMoveAccount("active", "disable")).toBe(true);
    expect(canMoveAccount("deletion_pending", "disable")).toBe(true);
    for (const move of ["enable", "disable", "request_deletion", "keep", "erase"] as const) expect(canMoveAccount("erased", move)).toBe(false);
  });

  test("leaving a pending deletion other than by the erasure cancels it, and says so", () => {
    expect(moveAccount("deletion_pending", "enable")).toMatchObject({ cancelsDeletion: true });
    expect(moveAccount("deletion_pending", "disable")).toMatchObject({ cancelsDeletion: true });
    expect(moveAccount("deletion_pending", "keep")).toMatchObject({ cancelsDeletion: true });
    expect(moveAccount("deletion_pending", "erase")).toMatchObject({ cancelsDeletion: false });
    expect(moveAccount("disabled", "enable")).toMatchObject({ cancelsDeletion: false });
    expect(moveAccount("active", "disable")).toMatchObject({ cancelsDeletion: false });
  });

  test("the refusals an admin meets name the state", () => {
    expect(moveAccount("disabled", "disable")).toEqual({ allowed: false, reason: "This account is disabled already." });
    expect(moveAccount("active", "enable")).toEqual({ allowed: false, reason: "This account is not disabled." });
  });
});
