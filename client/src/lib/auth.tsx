import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQuery, useQueryClient, type UseMutationResult } from "@tanstack/react-query";
import { createContext, useContext, type ReactNode } from "react";
import type { LoginInput, RegisterInput, User } from "@shared/user";
import { errorText } from "./error-text";
import { toast } from "@/hooks/use-toast";
import { apiRequest, getQueryFn } from "@/lib/api-client";
import { isPrivateQuery, userKeys } from "@/lib/query-keys";

interface AuthContextValue {
  user: User | null;
  isLoading: boolean;
  error: Error | null;
  loginMutation: UseMutationResult<User, Error, LoginInput>;
  registerMutation: UseMutationResult<User, Error, RegisterInput>;
  logoutMutation: UseMutationResult<void, Error, void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/** The session (docs/api.md §Sessions): a 401 on the current-user request means signed out, not an error. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { t } = useLingui();
  const {
    data: user = null,
    isLoading,
    error,
  } = useQuery<User | null>({
    queryKey: userKeys.current,
    queryFn: getQueryFn<User | null>({ on401: "returnNull" }),
  });

  const loginMutation = useMutation<User, Error, LoginInput>({
    mutationFn: async (credentials) => (await apiRequest("POST", "/api/login", credentials)).json(),
    onSuccess: (signedIn) => {
      queryClient.setQueryData(userKeys.current, signedIn);
      toast({
        title: t`Welcome back!`,
        description: (
          <Trans>
            Logged in as <bdi translate="no">{signedIn.username}</bdi>
          </Trans>
        ),
      });
    },
    onError: (failure) =>
      toast({ title: t`Login failed`, description: errorText(failure), variant: "destructive" }),
  });

  const registerMutation = useMutation<User, Error, RegisterInput>({
    mutationFn: async (details) => (await apiRequest("POST", "/api/register", details)).json(),
    onSuccess: (created) => {
      queryClient.setQueryData(userKeys.current, created);
      toast({
        title: t`Account created!`,
        description: (
          <Trans>
            Welcome, <bdi translate="no">{created.username}</bdi>!
          </Trans>
        ),
      });
    },
    onError: (failure) =>
      toast({ title: t`Registration failed`, description: errorText(failure), variant: "destructive" }),
  });

  const logoutMutation = useMutation<void, Error, void>({
    mutationFn: async () => {
      await apiRequest("POST", "/api/logout");
    },
    onSuccess: () => {
      queryClient.setQueryData(userKeys.current, null);
      // Anything fetched as the signed-in user (their listings, favourites, enquiries) goes too.
      queryClient.removeQueries({ predicate: isPrivateQuery });
      toast({ title: t`Logged out`, description: t`You have been logged out successfully.` });
    },
    onError: (failure) =>
      toast({ title: t`Logout failed`, description: errorText(failure), variant: "destructive" }),
  });

  return (
    <AuthContext.Provider value={{ user, isLoading, error, loginMutation, registerMutation, logoutMutation }}>
      {children}
    </AuthContext.Provider>
  );
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error("useAuth must be used within an AuthProvider");
  return context;
}
