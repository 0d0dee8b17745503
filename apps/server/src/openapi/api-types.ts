/**
 * Generated from the OpenAPI document (/api/docs/json) by openapi-typescript: do not edit.
 * Regenerate with `npm run openapi:types -w apps/server`.
 */

export interface paths {
    "/api/user/v1/auth/application-user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in as an application user (employer, self-employed person) */
        post: operations["userLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/v1/auth/operator-user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in as an agency operator */
        post: operations["userOperatorLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/v1/auth/application-user/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rotate the refresh token of an application user */
        post: operations["userRefresh"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/v1/auth/operator-user/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rotate the refresh token of an operator */
        post: operations["userOperatorRefresh"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/v1/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out: revoke the session of a refresh token */
        post: operations["userLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/v1/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user with its organization */
        get: operations["userGetUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/v1/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller: its user, its organization and its kind, without knowing its own id */
        get: operations["userMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/v1/auth/get-endpoint-must-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Endpoints whose calls carry a correlation id and are written to the audit log */
        get: operations["userMustLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/v1/users/person-change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change the password of the signed-in user */
        put: operations["userChangePassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/v1/users/organization": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit the profile: mobile and email */
        put: operations["userUpdateOrganization"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/v1/users/{id}/detailed-balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Balance of the organization of the signed-in user */
        get: operations["userDetailedBalance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/v1/registration/physical-person": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Register a physical (self-employed) person */
        post: operations["userRegisterPerson"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/v1/registration/legal-entity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Register a legal entity */
        post: operations["userRegisterLegalEntity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/v1/account/reset/question": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Password recovery: the security question of a username */
        post: operations["userResetQuestion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/v1/account/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Password recovery: answer the security question and set a new password */
        post: operations["userResetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/nbo/v1/letters/user/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Counts of new and all letters and notifications */
        get: operations["nboCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/nbo/v1/letters/user/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every letter of the organization, newest first */
        get: operations["nboAllLetters"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/nbo/v1/letters/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of letters, newest first, with the registry filters */
        get: operations["nboLetters"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/nbo/v1/letters/user/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm a letter as read ("I have read"); repeating it keeps the first read date */
        post: operations["nboReadLetter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/nbo/v1/letters/user/open": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark a letter as opened: no longer new (reading is confirmed apart); an operator acting for the organization leaves it new */
        post: operations["nboOpenLetter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/nbo/v1/letters/user/download-attachment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download an attachment of a letter (the file, with its name) */
        get: operations["nboDownloadLetterAttachment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/nbo/v1/notifs/user/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every notification of the organization, newest first */
        get: operations["nboAllNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/nbo/v1/notifs/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of notifications, newest first */
        get: operations["nboNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/nbo/v1/notifs/user/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm a notification as read; repeating it keeps the first read date */
        post: operations["nboReadNotification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/nbo/v1/notifs/user/open": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark a notification as opened: no longer new; an obligatory one stays to be confirmed as read */
        post: operations["nboOpenNotification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/nbo/v1/notifs/user/download-attachment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download an attachment of a notification (the file, with its name) */
        get: operations["nboDownloadNotificationAttachment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finance/v1/reverseddeclarations/reversedDeclarationsWithDocs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reversing declarations of the organization (open, closed or all; of one declaration) with their documents, newest first */
        get: operations["reversalList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finance/v1/reverseddeclarations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A reversing declaration with a page of its rows (ETag: its version) */
        get: operations["reversalGet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finance/v1/reverseddeclarations/details/filter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A page of a reversing declaration's rows, filtered by personal number or surname */
        post: operations["reversalFilterDetails"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finance/v1/reverseddeclarations/report-rev-dec-details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export of a reversing declaration's rows (.xlsx, in the request's language) */
        get: operations["reversalReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finance-write/v1/reverseddeclarations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start a reversing declaration of an open or closed declaration; Idempotency-Key accepted */
        post: operations["reversalCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finance-write/v1/reverseddeclarations/{id}/details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a row (a person of the declaration with the corrected basis, or a new person); If-Match */
        post: operations["reversalAddDetail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finance-write/v1/reverseddeclarations/{id}/details/{detailId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit a row; If-Match */
        put: operations["reversalUpdateDetail"];
        post?: never;
        /** Delete a row; If-Match */
        delete: operations["reversalDeleteDetail"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finance-write/v1/reverseddeclarations/{id}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Complete a reversing declaration: its difference goes to the ledger; If-Match */
        post: operations["reversalComplete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finance-write/v1/reverseddeclarations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a reversing declaration not yet completed, with its rows and documents; If-Match */
        delete: operations["reversalRemove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finance-write/v1/reverseddeclarations/{id}/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rows of a reversing declaration from the declaration's Excel template (multipart field `file`, .xlsx, at most 7 MB), by personal number: a person of the declaration gets the corrected basis, another person is added; a file with any error saves nothing; If-Match */
        post: operations["reversalUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finance-write/v1/reverseddeclarations/docs-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Attach documents to a reversing declaration (multipart: `reversedDeclarationId`, files in `files`) */
        post: operations["reversalDocsCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finance-write/v1/reverseddeclarations/download-ReversedDeclaration-doc": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Download a document of a reversing declaration (the file, with its name) */
        post: operations["reversalDownloadDoc"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finance-write/v1/reverseddeclarations/doc-delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a document of a reversing declaration not yet completed */
        delete: operations["reversalDocDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finance/v1/get-annual-declaration-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Annual declarations of the organization (open, closed or all), newest year first, with their documents */
        get: operations["annualList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finance/v1/check-participant-for-annual-declaration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What the year's monthly declarations declared of a person (to add them to the annual declaration) */
        get: operations["annualCheckParticipant"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finance/v1/get-annual-declaration-details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An annual declaration with a page of its rows (ETag: its version) */
        get: operations["annualGet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finance/v1/get-comparison-annual-declaration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The annual declaration against the year's monthly declarations, person by person, with the kind of difference */
        get: operations["annualComparison"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finance/v1/get-comparison-month-annual-declaration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The year's monthly declarations month by month (of everyone or of one person) against the annual declaration */
        get: operations["annualComparisonMonths"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finance/v1/report-ann-dec-details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export of the rows of a year's annual declaration (.xlsx, in the request's language) */
        get: operations["annualReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finance-write/v1/create-annual-declaration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create the annual declaration of a past year (one a year); Idempotency-Key accepted */
        post: operations["annualCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finance-write/v1/annual-declarations/{id}/details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a row (a person with the year's amounts); If-Match */
        post: operations["annualAddDetail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finance-write/v1/annual-declarations/{id}/details/{detailId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit a row; If-Match */
        put: operations["annualUpdateDetail"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finance-write/v1/delete-annual-declaration-detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a row of an open annual declaration; If-Match */
        delete: operations["annualDeleteDetail"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finance-write/v1/close-annual-declaration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Close an annual declaration: its difference goes to the ledger; If-Match, Idempotency-Key accepted */
        post: operations["annualClose"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finance-write/v1/delete-annual-declaration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete an annual declaration not yet closed, with its rows and documents; If-Match */
        delete: operations["annualRemove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finance-write/v1/annual-declarations/docs-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Attach documents to an annual declaration (multipart: `annualdecId`, files in `files`) */
        post: operations["annualDocsCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finance-write/v1/annual-declarations/download-doc": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Download a document of an annual declaration (the file, with its name) */
        post: operations["annualDownloadDoc"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finance-write/v1/annual-declarations/doc-delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a document of an annual declaration not yet closed */
        delete: operations["annualDocDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/v1/revenue-service/filings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Load the Revenue Service's income-tax filings (CSV or Excel of docs/revenue-service-layout.md, multipart field `file`); a month loaded again replaces that month for those organizations */
        post: operations["revenueLoad"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/v1/revenue-service/filings/uploads/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The state of a load of the Revenue Service's filings: queued, running, done (with the load's answer) or failed (with its refusal) */
        get: operations["revenueLoadsUpload"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/v1/revenue-service/filings/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** What loading a file of the Revenue Service would do, without loading it: its organizations, months and rows, and the stored rows of which organization months it would replace; a file the load would refuse is refused the same way */
        post: operations["revenueLoadsPreview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finance/v1/rs-pa-compare2a": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organization's year compared with the Revenue Service, month by month: sums and the number of people of each kind of difference */
        get: operations["revenueYear"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finance/v1/rs-pa-compare2a-year-details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** People of a year (or one month of it) compared with the Revenue Service, filtered by kind of difference, personal number or surname; a page, with the sums of all */
        get: operations["revenueYearDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finance/v1/rs-payment-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The amounts the comparison shows side by side */
        get: operations["revenuePaymentTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finance/v1/get-comparison-part-type": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The kinds of difference of the comparison */
        get: operations["revenuePartTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finance/v1/rs-pa-compare2a-report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The people of the comparison as the filters keep them (.xlsx, in the request language) */
        get: operations["revenueReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finance/v1/fbo/declarations/monthly-decs/{id}/revenue-service-check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A declaration's rows against the Revenue Service's filings of its month, before it is activated */
        get: operations["revenueDeclarationCheck"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finance/v1/rs-pa-compare-add-comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Comment a difference with the Revenue Service (organization, year, month, personal number): adds the comment or replaces the one it has */
        post: operations["revenueCommentAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finance-write/v1/rs-comment-delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a comment of a difference (`id`) */
        delete: operations["revenueCommentRemove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finance/v1/rs-excel-comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The comments workbook (.xlsx, in the request language): the differences of a year or a month with their comments, a comment column to fill in and upload back */
        post: operations["revenueCommentWorkbook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finance-write/v1/rs-upload-comment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload a filled comments workbook (multipart field `file`, .xlsx, at most 7 MB): every row right, its comments are saved; any row wrong, nothing is saved and the rows are answered with their errors */
        post: operations["revenueCommentUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finance/v1/rs-excel-comment-files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Comments workbooks uploaded by the organization, newest first */
        get: operations["revenueCommentFiles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finance/v1/rs-excel-comment-savedornot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether an uploaded comments workbook was saved, and the errors of its rows when not (`id`) */
        get: operations["revenueCommentSavedOrNot"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finance/v1/rs-excel-file-download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download an uploaded comments workbook (`id`) */
        get: operations["revenueCommentDownload"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finance-write/v1/rs-comment-excel-delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete an uploaded comments workbook (`id`); the comments it saved stay */
        delete: operations["revenueCommentRemoveFile"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/v1/revenue-service/loads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The latest loads of the Revenue Service's filings, newest first, each with the organization months it still holds */
        get: operations["revenueLoadsRecent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finance/v1/declarations/get-fines-payment-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Fines of the organization, newest first: number, amount, date, status, paid or payable */
        get: operations["financeFinesPaymentList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finance/v1/declarations/org-transactions-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Payments of the organization, newest first, by payment date, amount and bank, with the sums of payments and of contributions declared */
        get: operations["transactionsList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finance/v1/declarations/org-transactions-list/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The payments of the filter as a workbook (.xlsx) in the request's language, with their sums */
        get: operations["transactionsExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/v1/users/{id}/detailed-balance/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The balance month by month (declared, paid, fines, refunds, running balance) as a workbook (.xlsx) in the request's language */
        get: operations["detailedBalanceExportExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/v1/users/{id}/detailed-balance/months/{month}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One month of the organization's balance: its figures, the balance before it and its movements */
        get: operations["detailedBalanceMonthMonth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/front-office/v1/statements/download-org-order-file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A payment order (PDF) for what a declaration or a fine of the organization still owes, with the organization's code in its purpose */
        get: operations["paymentOrderDownload"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/v1/fines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Fines, newest first, by organization and status */
        get: operations["operatorFinanceFines"];
        put?: never;
        /** Impose a fine on an organization (a "fine imposed" movement); Idempotency-Key accepted (scoped to the operator) */
        post: operations["operatorFinanceImposeFine"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/v1/fines/candidates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Declarations activated after the 15th of the following month without a fine, with the amount the rules give */
        get: operations["operatorFinanceFineCandidates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/v1/fines/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the status of a fine: canceled gives its amount back, appealed suspends it, valid puts it back in force; Idempotency-Key accepted (scoped to the operator) */
        post: operations["operatorFinanceFineStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finance/v1/fines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Fines of the caller's organization, newest first: amount, reason, status, what is still payable, with the sum still payable */
        get: operations["employerFinesList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/v1/organizations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Find organizations by name or identification code */
        get: operations["operatorOrganizations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/v1/organizations/{id}/act": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Open an organization's portal on its behalf: tokens of a session scoped to it */
        post: operations["operatorActOnBehalf"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/v1/letters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sent letters, newest first, with delivery and read counts */
        get: operations["operatorSentLetters"];
        put?: never;
        /** Send a letter (multipart: fields of SendLetterFieldsSchema, files in `attachments`; a send not finished within the time the request waits is answered 202, status sending) */
        post: operations["operatorSendLetter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/v1/notifs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sent notifications, newest first, with delivery and read counts */
        get: operations["operatorSentNotifications"];
        put?: never;
        /** Send a notification (multipart: fields of SendNotificationFieldsSchema, files in `attachments`; a send not finished within the time the request waits is answered 202, status sending) */
        post: operations["operatorSendNotification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/v1/letters/{id}/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send again a letter whose send failed, from where it stopped (no organization gets it twice; not failed: 409) */
        post: operations["operatorResendLetter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/v1/notifs/{id}/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send again a notification whose send failed, from where it stopped (no organization gets it twice; not failed: 409) */
        post: operations["operatorResendNotification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/v1/letters/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A sent letter: texts in every language, attachments, counts */
        get: operations["operatorSentLetter"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/v1/notifs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A sent notification: texts in every language, attachments, counts */
        get: operations["operatorSentNotification"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/v1/letters/{id}/recipients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Recipients of a letter: who has read it and when */
        get: operations["operatorLetterRecipients"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/v1/notifs/{id}/recipients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Recipients of a notification: who has read it and when */
        get: operations["operatorNotificationRecipients"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/v1/letters/{id}/attachments/{attachmentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download an attachment of a sent letter */
        get: operations["operatorLetterAttachment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/v1/notifs/{id}/attachments/{attachmentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download an attachment of a sent notification */
        get: operations["operatorNotificationAttachment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/v1/audit-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The audit log, newest first, filtered by dates, organization, operator or correlation id */
        get: operations["operatorAuditLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/v1/operators": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Operators (for the audit log filter) */
        get: operations["operatorOperators"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/v1/name-changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Declaration rows whose name the employer confirmed as changed (marriage etc.), newest first, of one organization when its code is given */
        get: operations["operatorNameChanges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finance/v1/declarations/organization/refund/filter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organization's refund requests, newest first, by account number and status */
        get: operations["refundFilter"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finance/v1/declarations/organization/refund/filterlist-account-numbers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account numbers the organization's refund requests name (the account filter's choices) */
        get: operations["refundAccountNumbers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finance/v1/declarations/organization/refund/filterlist-scrum-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The statuses of refund requests, with their names in ka, en and ru */
        get: operations["refundStatuses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finance/v1/declarations/organization/refundById": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One refund request of the organization with its documents */
        get: operations["refundById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finance/v1/declarations/organization/refundDocTypes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The types of documents a refund request carries, with their names in ka, en and ru */
        get: operations["refundDocTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finance-write/v1/declarations/organization/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask for a refund (multipart: fields of RefundFieldsSchema, files in `documents`): below the balance less the refunds pending, to an account of the organization; Idempotency-Key accepted */
        post: operations["refundCreate"];
        /** Delete a refund request while it is new, with its documents */
        delete: operations["refundRemove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finance-write/v1/declarations/organization/refund-update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change a refund request while it is new (multipart: fields of RefundUpdateFieldsSchema, files to add in `documents`) */
        post: operations["refundUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finance-write/v1/declarations/organization/download-refund-doc": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Download a document of a refund request */
        post: operations["refundDownloadDoc"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/v1/refunds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Refund requests of every organization, oldest new first, by status and organization */
        get: operations["operatorRefundList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/v1/refunds/{id}/decision": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a new refund request (a "refund paid" movement, the balance checked again) or reject it with a reason; Idempotency-Key accepted (scoped to the operator) */
        post: operations["operatorRefundDecision"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/v1/refunds/{id}/documents/{documentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download a document of a refund request */
        get: operations["operatorRefundDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finance/v1/declarations/checkvoluntaryoptoutclimecreate/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether an opt-out request may be filed today for the employee with this personal number, and why not */
        get: operations["optOutCheck"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finance/v1/optout/check-participant-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The same check for a list of personal numbers (at most 200) */
        post: operations["optOutCheckList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finance/v1/get-voluntaryOptout-Climes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organization's opt-out requests, newest first, by status and personal number */
        get: operations["optOutList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finance/v1/get-voluntaryOptout-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The statuses of opt-out requests, with their names in ka, en and ru */
        get: operations["optOutStatuses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finance/v1/get-voluntaryOptout-request/{requestId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One opt-out request of the organization with its documents */
        get: operations["optOutById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finance/v1/get-voluntaryOptout-doctypes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The types of documents an opt-out request carries, with their names in ka, en and ru */
        get: operations["optOutDocTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finance-write/v1/add-voluntaryOptout-request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** File an opt-out request (multipart: fields of OptOutFieldsSchema, files in `documents`, the employee's written request among them) */
        post: operations["optOutCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finance-write/v1/update-voluntaryOptout-request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change a new request (multipart: fields of OptOutUpdateFieldsSchema, files to add in `documents`) */
        post: operations["optOutUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finance-write/v1/upload-voluntaryOptout-doc": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add documents to a new request (multipart: `requestId`, `documentTypes`, files in `documents`) */
        post: operations["optOutUploadDoc"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finance-write/v1/remove-voluntaryOptout-doc": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Take a document off a new request (the employee's written request stays) */
        delete: operations["optOutRemoveDoc"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finance-write/v1/delete-voluntaryOptout-request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a new request with its documents */
        delete: operations["optOutRemove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finance-write/v1/download-voluntaryOptout-doc": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Download a document of an opt-out request */
        post: operations["optOutDownloadDoc"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/v1/optout-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Opt-out requests of every organization, oldest new first, by status and organization */
        get: operations["operatorOptOutList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/v1/optout-requests/{id}/decision": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Satisfy a new request (the contributions given back: a "contribution returned" movement to each employer that paid them; the person withdrawn from the fund) or reject it with a reason */
        post: operations["operatorOptOutDecision"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/v1/optout-requests/{id}/documents/{documentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download a document of an opt-out request */
        get: operations["operatorOptOutDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/v1/bank-statements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Loaded statements, newest first, each with its balances and the gap to the statement of the same account before it */
        get: operations["statementStatements"];
        put?: never;
        /** Load a bank statement (camt.053 XML or the CSV layout, multipart field `file`): its credit entries become payments or wait to be matched; a load not finished within the time the request waits is answered 202 with its upload id */
        post: operations["statementLoad"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/v1/bank-statements/uploads/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The state of a statement's load: queued, running, done (with the load's answer) or failed (with its refusal) */
        get: operations["statementUpload"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/v1/bank-statements/unmatched": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Credit entries no organization was found for, oldest first */
        get: operations["statementUnmatched"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/v1/bank-statements/debits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Booked debits on the agency's accounts (returns, fees, corrections) with their reason, newest first */
        get: operations["statementDebits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/v1/bank-statements/entries/{id}/match": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Match an unmatched entry to an organization by hand: the payment is recorded in the organization's ledger */
        post: operations["statementMatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/v1/bank-statements/matched": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Credit entries matched to an organization (each a payment in its ledger), newest booking first */
        get: operations["statementMatched"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/v1/bank-statements/entries/{id}/unmatch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Undo the match of an entry: its payment is taken back from the organization's ledger by a counter-movement and the entry waits to be matched again */
        post: operations["statementUnmatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/v1/unit-prices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Unit prices, newest day first */
        get: operations["processingUnitPrices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/v1/unit-prices/conversion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The unit price a run started now converts at: today's, else the latest before today; null when none is set */
        get: operations["processingConversionPrice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/v1/unit-prices/{date}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set the unit price of a day (GEL, above zero, at most 6 decimals); a price already set is replaced */
        put: operations["processingSetUnitPrice"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/v1/unit-prices/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import unit prices from a CSV file in `file`: a header line `date,price`, then `YYYY-MM-DD,price` lines; one bad line refuses the whole file, naming its line and column */
        post: operations["processingImportUnitPrices"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/v1/processing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Processing runs, newest first */
        get: operations["processingJobs"];
        put?: never;
        /** Process a month: paid declarations' rows become contributions by source converted to units; a run under way or cut short is resumed */
        post: operations["processingStart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/v1/processing/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What a start of the month would process now: its paid declarations and their rows, the unpaid ones, a run under way */
        get: operations["processingPreview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/v1/processing/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Progress and result of a processing run */
        get: operations["processingJob"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/v1/portfolio-reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Load a portfolio's monthly report from a CSV or Excel file in `file` (docs/portfolio-report-layout.md); one thing wrong refuses the whole file, naming its line and column; a report of the same portfolio and month is replaced */
        post: operations["portfoliosLoadReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/v1/portfolio-reports/inflation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Load Geostat's year-on-year consumer-price inflation, one line a month, from a CSV or Excel file in `file` (docs/portfolio-report-layout.md, Inflation); one thing wrong refuses the whole file; a month given again replaces it */
        post: operations["portfoliosLoadInflation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/v1/portfolio-reports/loads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Loads of portfolio reports and inflation figures, loaded or refused (with the reason), newest first */
        get: operations["portfoliosReportLoads"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/v1/participant/portfolio": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The participant's portfolio: its latest report (allocation by asset class and currency, largest holdings, unit price, fee), its time-weighted returns and the participant's money-weighted return */
        get: operations["portfoliosMine"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/v1/participant/portfolio-switch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The portfolios the participant may choose (with the warning each needs), their pending request, past switches and the units they sold and bought */
        get: operations["portfolioSwitchesMine"];
        put?: never;
        /** Ask to switch to another portfolio at the next month-end processing; one pending request at a time, a warning near pension age acknowledged */
        post: operations["portfolioSwitchesRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/v1/participant/portfolio-switch/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel the participant's pending request, until the month's processing takes it */
        post: operations["portfolioSwitchesCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/v1/portfolio-switches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Participants' portfolio switch requests, newest first, by status and personal number */
        get: operations["portfolioSwitchesList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/v1/auth/participant-user/exchange": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Exchange a participant sign-in's hand-over token (single use, 60 s) for the participant site's session */
        post: operations["participantExchange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/v1/auth/participant-user/first-sign-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A participant's first sign-in: sets its own password and security question, answers a hand-over token for the participant site */
        post: operations["participantFirstSignIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/v1/auth/participant-user/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rotate the refresh token of a participant */
        post: operations["participantRefresh"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/v1/participant/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The participant's own account: savings, units, unit price and its history, contributions by source, the state's band, employers */
        get: operations["participantAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/v1/participant/statement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The participant's statement as a PDF, in the request's language */
        get: operations["participantStatement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finance/v1/employees/{personalNumber}/statement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What this organization paid for one person (its own contributions only, never another employer's), as a PDF */
        get: operations["participantEmployeeStatement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/v1/exports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An export written by a job: the file once written (its name and content type as the export's own answer), else its state (queued, running, failed with its refusal) as JSON; only the user who asked for it, in the same organization, may read it */
        get: operations["exportsFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finance/v1/fbo/declarations/monthly-decs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Monthly declarations of the organization, newest month first */
        get: operations["declarationList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finance/v1/declarations/organization/{type}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Declarations of the organization by list: new (draft, saved, open), draft, saved, open, closed, all */
        get: operations["declarationByList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finance/v1/fbo/declarations/monthly-decs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A declaration with a page of its rows (ETag: its version) */
        get: operations["declarationGet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finance/v1/fbo/declarations/monthly-decs/{id}/val-errors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Errors (blocking activation) and warnings of a declaration's rows */
        get: operations["declarationValErrors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finance/v1/fbo/declarations/monthly-decs/{id}/penalty-details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Deadline, lateness and fines of a declaration */
        get: operations["declarationPenaltyDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finance/v1/fbo/declarations/monthly-decs/{id}/withdrawal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether a person is withdrawn from the fund (a satisfied opt-out) by the declaration's month: their rows then carry no contributions */
        get: operations["declarationWithdrawal"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finance/v1/declarations/details/filter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A page of a declaration's rows, filtered by personal number, first or last name */
        post: operations["declarationFilterDetails"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finance/v1/declarations/org-balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Balance of the organization, the sum of its ledger: payments − contributions − fines − refunds paid + contributions given back */
        get: operations["declarationOrgBalance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finance/v1/declarations/employee-statistic": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Employees declared in a year, by month and by participation */
        post: operations["declarationEmployeeStatistic"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finance/v1/declarations/{id}/upload-report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The last upload: counts, and a page of the rejected rows not yet fixed or let go (null: none) */
        get: operations["declarationUploadReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finance/v1/declarations/template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The Excel template of a declaration type and form, headers in the request's language */
        get: operations["declarationTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finance/v1/report-dec-details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export of a declaration's rows (.xlsx) */
        get: operations["declarationReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finance-write/v1/declarations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a declaration (draft) for a month of salary payment; Idempotency-Key accepted */
        post: operations["declarationCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finance-write/v1/declarations/{id}/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Save the draft (draft → saved); If-Match */
        post: operations["declarationSave"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finance-write/v1/declarations/{id}/activate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit (activate) a declaration whose every row is valid; If-Match */
        post: operations["declarationActivate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finance-write/v1/declarations/{id}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Close an open declaration; If-Match */
        post: operations["declarationClose"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finance-write/v1/declarations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a draft or saved declaration; If-Match */
        delete: operations["declarationRemove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finance-write/v1/declarations/{id}/details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a row (`fixes`: the rejected upload row it replaces); If-Match */
        post: operations["declarationAddDetail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finance-write/v1/declarations/{id}/upload-report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Let the last upload's rejected rows go, all of them */
        delete: operations["declarationDismissUploadReport"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finance-write/v1/declarations/{id}/upload-report/rows/{rowId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Let one rejected row of the last upload go */
        delete: operations["declarationDismissRejectedRow"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finance-write/v1/declarations/{id}/details/{detailId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit a row; If-Match */
        put: operations["declarationUpdateDetail"];
        post?: never;
        /** Delete a row; If-Match */
        delete: operations["declarationDeleteDetail"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finance-write/v1/declarations/{id}/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload a filled template (multipart field `file`, .xlsx, at most 7 MB); If-Match, Idempotency-Key */
        post: operations["declarationUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finance/v1/employees": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Employees of the organization (registered or declared), by personal number or name */
        get: operations["employeeSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finance/v1/employees/{personalNumber}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An employee with the months declared and the contributions */
        get: operations["employeeGet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finance-write/v1/employees": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Register an employee */
        post: operations["employeeRegister"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/finance-write/v1/employees/{personalNumber}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update an employee's name, birth date or gender */
        put: operations["employeeUpdate"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/parameters/v1/org-acct-numbers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organization's bank accounts, the default first */
        get: operations["bankAccountList"];
        put?: never;
        /** Add a bank account (messages in the language of the `culture` header, else Accept-Language) */
        post: operations["bankAccountAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/parameters/v1/banklist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Georgian commercial banks: IBAN bank code, SWIFT BIC, names in ka, en and ru */
        get: operations["bankAccountBanks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/parameters/v1/org-acct-numbers/{id}/default": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Make an account the default one; answers the accounts */
        put: operations["bankAccountSetDefault"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/parameters/v1/org-acct-numbers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove an account no refund request uses; answers the accounts */
        delete: operations["bankAccountRemove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/v1/banks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every bank, those taken off the list too, with the number of accounts at each */
        get: operations["bankAdminList"];
        put?: never;
        /** Add a bank with its IBAN code and SWIFT BIC */
        post: operations["bankAdminCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/v1/banks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a bank's BIC, names, or whether employers can choose it (its IBAN code stays) */
        put: operations["bankAdminUpdate"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        ResultError: {
            statusCode: number;
            code: string;
            message: string;
            correlationId?: string;
            errors?: string[];
            errorMessages?: string[];
            result?: {
                messages: {
                    [key: string]: string;
                };
            };
        };
        NboError: {
            /** @enum {string} */
            status: "error";
            code: string;
            message: string;
            correlationId?: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    userLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username: string;
                    password: string;
                    languageCode?: string;
                };
            };
        };
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            isValid: boolean;
                            isEmployee: boolean;
                            isFirstLogined: boolean;
                            accessToken: string | null;
                            refreshToken: string | null;
                            message?: string;
                            code?: string;
                            otpRequired?: boolean;
                            totpEnrolment?: {
                                secret: string;
                                otpauthUri: string;
                            };
                            handoverToken?: string;
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The body or a file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, SPREADSHEET_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The content type or a file's type is not accepted (UNSUPPORTED_MEDIA_TYPE, FILE_TYPE_NOT_ALLOWED…) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Too many attempts, or too many uploads of the organization at once: try again after Retry-After seconds (TOO_MANY_ATTEMPTS, TOO_MANY_FAILED_ATTEMPTS, UPLOAD_IN_PROGRESS) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    userOperatorLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username: string;
                    password: string;
                    languageCode?: string;
                    otp?: string;
                };
            };
        };
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            isValid: boolean;
                            isEmployee: boolean;
                            isFirstLogined: boolean;
                            accessToken: string | null;
                            refreshToken: string | null;
                            message?: string;
                            code?: string;
                            otpRequired?: boolean;
                            totpEnrolment?: {
                                secret: string;
                                otpauthUri: string;
                            };
                            handoverToken?: string;
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The body or a file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, SPREADSHEET_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The content type or a file's type is not accepted (UNSUPPORTED_MEDIA_TYPE, FILE_TYPE_NOT_ALLOWED…) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Too many attempts, or too many uploads of the organization at once: try again after Retry-After seconds (TOO_MANY_ATTEMPTS, TOO_MANY_FAILED_ATTEMPTS, UPLOAD_IN_PROGRESS) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    userRefresh: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    refreshToken: string;
                };
            };
        };
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            isValid: boolean;
                            accessToken: string | null;
                            refreshToken: string | null;
                            message?: string;
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The body or a file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, SPREADSHEET_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The content type or a file's type is not accepted (UNSUPPORTED_MEDIA_TYPE, FILE_TYPE_NOT_ALLOWED…) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Too many attempts, or too many uploads of the organization at once: try again after Retry-After seconds (TOO_MANY_ATTEMPTS, TOO_MANY_FAILED_ATTEMPTS, UPLOAD_IN_PROGRESS) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    userOperatorRefresh: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    refreshToken: string;
                };
            };
        };
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            isValid: boolean;
                            accessToken: string | null;
                            refreshToken: string | null;
                            message?: string;
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The body or a file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, SPREADSHEET_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The content type or a file's type is not accepted (UNSUPPORTED_MEDIA_TYPE, FILE_TYPE_NOT_ALLOWED…) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Too many attempts, or too many uploads of the organization at once: try again after Retry-After seconds (TOO_MANY_ATTEMPTS, TOO_MANY_FAILED_ATTEMPTS, UPLOAD_IN_PROGRESS) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    userLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    refreshToken?: string;
                };
            };
        };
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            loggedOut: boolean;
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The body or a file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, SPREADSHEET_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The content type or a file's type is not accepted (UNSUPPORTED_MEDIA_TYPE, FILE_TYPE_NOT_ALLOWED…) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    userGetUser: {
        parameters: {
            query?: {
                ver?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            id: string;
                            username: string;
                            /** @enum {string} */
                            role: "employer" | "selfEmployed" | "operator";
                            firstName: string | null;
                            lastName: string | null;
                            organizationId: string | null;
                            organizationName: string | null;
                            organizationCode: string | null;
                            organizationTypeId: number | null;
                            mobile: string | null;
                            email: string | null;
                            /**
                             * @description The user's role in its organization (what it may see and do); null for an operator acting on behalf of the organization
                             * @enum {string|null}
                             */
                            orgRole: "administrator" | "preparer" | "approver" | "viewer" | null;
                            /** @description Whether what one user of the organization prepares takes effect only once another approves it; null without an organization */
                            organizationRequiresApproval: boolean | null;
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    userMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            id: string;
                            username: string;
                            /** @enum {string} */
                            role: "employer" | "selfEmployed" | "operator";
                            firstName: string | null;
                            lastName: string | null;
                            organizationId: string | null;
                            organizationName: string | null;
                            organizationCode: string | null;
                            organizationTypeId: number | null;
                            mobile: string | null;
                            email: string | null;
                            /**
                             * @description The user's role in its organization (what it may see and do); null for an operator acting on behalf of the organization
                             * @enum {string|null}
                             */
                            orgRole: "administrator" | "preparer" | "approver" | "viewer" | null;
                            /** @description Whether what one user of the organization prepares takes effect only once another approves it; null without an organization */
                            organizationRequiresApproval: boolean | null;
                        };
                    };
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    userMustLog: {
        parameters: {
            query?: {
                application?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: string[];
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    userChangePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    oldPassword: string;
                    newPassword: string;
                };
            };
        };
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            message: string;
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The body or a file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, SPREADSHEET_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The content type or a file's type is not accepted (UNSUPPORTED_MEDIA_TYPE, FILE_TYPE_NOT_ALLOWED…) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Too many attempts, or too many uploads of the organization at once: try again after Retry-After seconds (TOO_MANY_ATTEMPTS, TOO_MANY_FAILED_ATTEMPTS, UPLOAD_IN_PROGRESS) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    userUpdateOrganization: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: string;
                    organizationName?: string | null;
                    organizationCode?: string | null;
                    organizationTypeId?: number | null;
                    mobile: string;
                    email: string;
                };
            };
        };
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            id: string;
                            username: string;
                            /** @enum {string} */
                            role: "employer" | "selfEmployed" | "operator";
                            firstName: string | null;
                            lastName: string | null;
                            organizationId: string | null;
                            organizationName: string | null;
                            organizationCode: string | null;
                            organizationTypeId: number | null;
                            mobile: string | null;
                            email: string | null;
                            /**
                             * @description The user's role in its organization (what it may see and do); null for an operator acting on behalf of the organization
                             * @enum {string|null}
                             */
                            orgRole: "administrator" | "preparer" | "approver" | "viewer" | null;
                            /** @description Whether what one user of the organization prepares takes effect only once another approves it; null without an organization */
                            organizationRequiresApproval: boolean | null;
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The body or a file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, SPREADSHEET_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The content type or a file's type is not accepted (UNSUPPORTED_MEDIA_TYPE, FILE_TYPE_NOT_ALLOWED…) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    userDetailedBalance: {
        parameters: {
            query?: {
                organizationCode?: string;
                month?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            organizationCode: string;
                            totalBalance: string;
                            paymentsTotal: string;
                            parts: {
                                paid: string;
                                declared: string;
                                fines: string;
                                refunds: string;
                                returned: string;
                            };
                            months: {
                                month: string;
                                declared: string;
                                paid: string;
                                fines: string;
                                refunds: string;
                                returned: string;
                                balance: string;
                                movementCount: number;
                            }[];
                            movements: {
                                id: string;
                                /** @enum {string} */
                                kind: "payment_received" | "contribution_due" | "contribution_adjustment" | "fine_imposed" | "fine_cancelled" | "fine_appealed" | "fine_reinstated" | "refund_paid" | "contribution_returned" | "payment_reversed" | "annual_adjustment";
                                amount: string;
                                valueDate: string;
                                /** @enum {string} */
                                sourceKind: "transaction" | "declaration" | "reversal" | "fine" | "refund" | "optout" | "annual_declaration";
                                sourceId: string;
                                documentNumber: string | null;
                                reason: string | null;
                                systemReason: {
                                    /** @enum {string} */
                                    code: "STATEMENT_RETURN" | "REVERSAL" | "ANNUAL" | "REFUND" | "OPTOUT";
                                    params: {
                                        [key: string]: string;
                                    };
                                } | null;
                                createdAt: string;
                            }[] | null;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    userRegisterPerson: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username: string;
                    password: string;
                    mobile: string;
                    email: string;
                    securityQuestionId: number;
                    securityAnswer: string;
                    firstName: string;
                    lastName: string;
                    personalNumber: string;
                };
            };
        };
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            id: string;
                            username: string;
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Conflicts with the current state (already registered, period taken, already processed…) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The body or a file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, SPREADSHEET_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The content type or a file's type is not accepted (UNSUPPORTED_MEDIA_TYPE, FILE_TYPE_NOT_ALLOWED…) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Too many attempts, or too many uploads of the organization at once: try again after Retry-After seconds (TOO_MANY_ATTEMPTS, TOO_MANY_FAILED_ATTEMPTS, UPLOAD_IN_PROGRESS) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    userRegisterLegalEntity: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username: string;
                    password: string;
                    mobile: string;
                    email: string;
                    securityQuestionId: number;
                    securityAnswer: string;
                    organizationName: string;
                    organizationCode: string;
                    organizationTypeId: number;
                };
            };
        };
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            id: string;
                            username: string;
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Conflicts with the current state (already registered, period taken, already processed…) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The body or a file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, SPREADSHEET_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The content type or a file's type is not accepted (UNSUPPORTED_MEDIA_TYPE, FILE_TYPE_NOT_ALLOWED…) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Too many attempts, or too many uploads of the organization at once: try again after Retry-After seconds (TOO_MANY_ATTEMPTS, TOO_MANY_FAILED_ATTEMPTS, UPLOAD_IN_PROGRESS) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    userResetQuestion: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username: string;
                };
            };
        };
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            securityQuestionId: number;
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The body or a file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, SPREADSHEET_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The content type or a file's type is not accepted (UNSUPPORTED_MEDIA_TYPE, FILE_TYPE_NOT_ALLOWED…) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Too many attempts, or too many uploads of the organization at once: try again after Retry-After seconds (TOO_MANY_ATTEMPTS, TOO_MANY_FAILED_ATTEMPTS, UPLOAD_IN_PROGRESS) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    userResetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username: string;
                    securityAnswer: string;
                    newPassword: string;
                };
            };
        };
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            message: string;
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The body or a file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, SPREADSHEET_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The content type or a file's type is not accepted (UNSUPPORTED_MEDIA_TYPE, FILE_TYPE_NOT_ALLOWED…) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Too many attempts, or too many uploads of the organization at once: try again after Retry-After seconds (TOO_MANY_ATTEMPTS, TOO_MANY_FAILED_ATTEMPTS, UPLOAD_IN_PROGRESS) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    nboCount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: {
                            newNotifs: number;
                            newNotifsObligatory: number;
                            totalNotifs: number;
                            newLetters: number;
                            totalLetters: number;
                        };
                    };
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NboError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NboError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NboError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NboError"];
                };
            };
        };
    };
    nboAllLetters: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: {
                            letters: {
                                _id: string;
                                type: string;
                                subject: string;
                                text: string;
                                receiveDate: string;
                                readDate: string | null;
                                isRead: boolean;
                                isNew: boolean;
                                openedDate: string | null;
                                attachments: {
                                    attachmentId: string;
                                    name: string;
                                    /** @enum {string} */
                                    type: "pdf" | "djvu" | "excel" | "word" | "txt" | "image" | "archive";
                                    size: number;
                                }[];
                            }[];
                            total: number;
                        };
                    };
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NboError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NboError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NboError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NboError"];
                };
            };
        };
    };
    nboLetters: {
        parameters: {
            query?: {
                pageNumber?: number;
                pageSize?: number;
                onlyNew?: boolean | ("0" | "1" | "true" | "false");
                onlyObligatory?: boolean | ("0" | "1" | "true" | "false");
                type?: string;
                receivedFrom?: string;
                receivedTo?: string;
                isRead?: boolean | ("0" | "1" | "true" | "false");
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: {
                            letters: {
                                _id: string;
                                type: string;
                                subject: string;
                                text: string;
                                receiveDate: string;
                                readDate: string | null;
                                isRead: boolean;
                                isNew: boolean;
                                openedDate: string | null;
                                attachments: {
                                    attachmentId: string;
                                    name: string;
                                    /** @enum {string} */
                                    type: "pdf" | "djvu" | "excel" | "word" | "txt" | "image" | "archive";
                                    size: number;
                                }[];
                            }[];
                            total: number;
                            pageNumber: number;
                            pageSize: number;
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NboError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NboError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NboError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NboError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NboError"];
                };
            };
        };
    };
    nboReadLetter: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    _id: string;
                };
            };
        };
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: {
                            _id: string;
                            /** @enum {boolean} */
                            isRead: true;
                            readDate: string;
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NboError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NboError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NboError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NboError"];
                };
            };
            /** @description The body or a file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, SPREADSHEET_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NboError"];
                };
            };
            /** @description The content type or a file's type is not accepted (UNSUPPORTED_MEDIA_TYPE, FILE_TYPE_NOT_ALLOWED…) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NboError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NboError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NboError"];
                };
            };
        };
    };
    nboOpenLetter: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    _id: string;
                };
            };
        };
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: {
                            _id: string;
                            isNew: boolean;
                            openedDate: string | null;
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NboError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NboError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NboError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NboError"];
                };
            };
            /** @description The body or a file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, SPREADSHEET_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NboError"];
                };
            };
            /** @description The content type or a file's type is not accepted (UNSUPPORTED_MEDIA_TYPE, FILE_TYPE_NOT_ALLOWED…) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NboError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NboError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NboError"];
                };
            };
        };
    };
    nboDownloadLetterAttachment: {
        parameters: {
            query: {
                _id: string;
                attachmentId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file; Content-Disposition gives its name */
            200: {
                headers: {
                    /** @description attachment; filename="…" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": Blob;
                    "image/vnd.djvu": Blob;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                    "application/vnd.ms-excel": Blob;
                    "text/csv; charset=utf-8": Blob;
                    "application/vnd.openxmlformats-officedocument.wordprocessingml.document": Blob;
                    "application/msword": Blob;
                    "application/rtf": Blob;
                    "text/plain; charset=utf-8": Blob;
                    "image/png": Blob;
                    "image/jpeg": Blob;
                    "image/gif": Blob;
                    "image/webp": Blob;
                    "image/tiff": Blob;
                    "image/bmp": Blob;
                    "application/zip": Blob;
                    "application/vnd.rar": Blob;
                    "application/x-7z-compressed": Blob;
                    "application/gzip": Blob;
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NboError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NboError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NboError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NboError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NboError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NboError"];
                };
            };
        };
    };
    nboAllNotifications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: {
                            notifs: {
                                _id: string;
                                type: string;
                                subject: string;
                                text: string;
                                receiveDate: string;
                                readDate: string | null;
                                isRead: boolean;
                                isNew: boolean;
                                openedDate: string | null;
                                attachments: {
                                    attachmentId: string;
                                    name: string;
                                    /** @enum {string} */
                                    type: "pdf" | "djvu" | "excel" | "word" | "txt" | "image" | "archive";
                                    size: number;
                                }[];
                                isObligatory: boolean;
                                unread: boolean;
                            }[];
                            total: number;
                        };
                    };
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NboError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NboError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NboError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NboError"];
                };
            };
        };
    };
    nboNotifications: {
        parameters: {
            query?: {
                pageNumber?: number;
                pageSize?: number;
                onlyNew?: boolean | ("0" | "1" | "true" | "false");
                onlyObligatory?: boolean | ("0" | "1" | "true" | "false");
                type?: string;
                receivedFrom?: string;
                receivedTo?: string;
                isRead?: boolean | ("0" | "1" | "true" | "false");
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: {
                            notifs: {
                                _id: string;
                                type: string;
                                subject: string;
                                text: string;
                                receiveDate: string;
                                readDate: string | null;
                                isRead: boolean;
                                isNew: boolean;
                                openedDate: string | null;
                                attachments: {
                                    attachmentId: string;
                                    name: string;
                                    /** @enum {string} */
                                    type: "pdf" | "djvu" | "excel" | "word" | "txt" | "image" | "archive";
                                    size: number;
                                }[];
                                isObligatory: boolean;
                                unread: boolean;
                            }[];
                            total: number;
                            pageNumber: number;
                            pageSize: number;
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NboError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NboError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NboError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NboError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NboError"];
                };
            };
        };
    };
    nboReadNotification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    _id: string;
                };
            };
        };
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: {
                            _id: string;
                            /** @enum {boolean} */
                            isRead: true;
                            readDate: string;
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NboError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NboError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NboError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NboError"];
                };
            };
            /** @description The body or a file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, SPREADSHEET_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NboError"];
                };
            };
            /** @description The content type or a file's type is not accepted (UNSUPPORTED_MEDIA_TYPE, FILE_TYPE_NOT_ALLOWED…) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NboError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NboError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NboError"];
                };
            };
        };
    };
    nboOpenNotification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    _id: string;
                };
            };
        };
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: {
                            _id: string;
                            isNew: boolean;
                            openedDate: string | null;
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NboError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NboError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NboError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NboError"];
                };
            };
            /** @description The body or a file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, SPREADSHEET_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NboError"];
                };
            };
            /** @description The content type or a file's type is not accepted (UNSUPPORTED_MEDIA_TYPE, FILE_TYPE_NOT_ALLOWED…) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NboError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NboError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NboError"];
                };
            };
        };
    };
    nboDownloadNotificationAttachment: {
        parameters: {
            query: {
                _id: string;
                attachmentId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file; Content-Disposition gives its name */
            200: {
                headers: {
                    /** @description attachment; filename="…" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": Blob;
                    "image/vnd.djvu": Blob;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                    "application/vnd.ms-excel": Blob;
                    "text/csv; charset=utf-8": Blob;
                    "application/vnd.openxmlformats-officedocument.wordprocessingml.document": Blob;
                    "application/msword": Blob;
                    "application/rtf": Blob;
                    "text/plain; charset=utf-8": Blob;
                    "image/png": Blob;
                    "image/jpeg": Blob;
                    "image/gif": Blob;
                    "image/webp": Blob;
                    "image/tiff": Blob;
                    "image/bmp": Blob;
                    "application/zip": Blob;
                    "application/vnd.rar": Blob;
                    "application/x-7z-compressed": Blob;
                    "application/gzip": Blob;
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NboError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NboError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NboError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NboError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NboError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NboError"];
                };
            };
        };
    };
    reversalList: {
        parameters: {
            query?: {
                pageNumber?: number;
                pageSize?: number;
                status?: "open" | "closed" | "all";
                declarationId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            items: {
                                id: string;
                                reversedDeclarationNumber: string;
                                declarationId: string;
                                declarationNumber: string;
                                year: number;
                                month: number;
                                /** @enum {string} */
                                type: "standard" | "self" | "selfEmployed" | "opening";
                                /** @enum {string} */
                                declarationStatus: "draft" | "saved" | "open" | "closed";
                                /** @enum {string} */
                                status: "open" | "completed";
                                isOpen: boolean;
                                isClosed: boolean;
                                isProcessing: boolean;
                                rowCount: number;
                                totals: {
                                    basis: string;
                                    profit: string;
                                    sum: string;
                                    reversalsWithProfit: string;
                                    difference: string;
                                };
                                documents: {
                                    id: string;
                                    name: string;
                                    type: string;
                                    size: number;
                                    createdOn: string;
                                }[];
                                createdOn: string;
                                completedOn: string | null;
                                lastModificationDate: string;
                                version: number;
                            }[];
                            totalCount: number;
                            pageNumber: number;
                            pageSize: number;
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    reversalGet: {
        parameters: {
            query?: {
                pageNumber?: number;
                pageSize?: number;
                personalId?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            reversal: {
                                id: string;
                                reversedDeclarationNumber: string;
                                declarationId: string;
                                declarationNumber: string;
                                year: number;
                                month: number;
                                /** @enum {string} */
                                type: "standard" | "self" | "selfEmployed" | "opening";
                                /** @enum {string} */
                                declarationStatus: "draft" | "saved" | "open" | "closed";
                                /** @enum {string} */
                                status: "open" | "completed";
                                isOpen: boolean;
                                isClosed: boolean;
                                isProcessing: boolean;
                                rowCount: number;
                                totals: {
                                    basis: string;
                                    profit: string;
                                    sum: string;
                                    reversalsWithProfit: string;
                                    difference: string;
                                };
                                documents: {
                                    id: string;
                                    name: string;
                                    type: string;
                                    size: number;
                                    createdOn: string;
                                }[];
                                createdOn: string;
                                completedOn: string | null;
                                lastModificationDate: string;
                                version: number;
                            };
                            details: {
                                items: {
                                    basis: string;
                                    profit: string;
                                    sum: string;
                                    reversalsWithProfit: string;
                                    difference: string;
                                    id: string;
                                    reversedDeclarationId: string;
                                    rowNumber: number;
                                    personalIdentificationNumber: string;
                                    firstName: string;
                                    lastName: string;
                                    birthDate: string;
                                    /** @enum {string} */
                                    gender: "male" | "female";
                                    /** @description 1: the person joins the scheme voluntarily (someone of pension age on 6 August 2018, who takes part only at their written request); 0: participation as the person's age and gender set it. Blank in a body: 0. */
                                    optIn: 0 | 1;
                                    isNew: boolean;
                                    original: {
                                        grossSalary: string;
                                        additionalBenefits: string;
                                        nonCashBenefits: string;
                                        base: string;
                                        employeeContribution: string;
                                        organizationContribution: string;
                                    };
                                    corrected: {
                                        grossSalary: string;
                                        additionalBenefits: string;
                                        nonCashBenefits: string;
                                        base: string;
                                        employeeContribution: string;
                                        organizationContribution: string;
                                    };
                                }[];
                                totalCount: number;
                                pageNumber: number;
                                pageSize: number;
                            };
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    reversalFilterDetails: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default 1 */
                    pageNumber?: number;
                    /** @default 10 */
                    pageSize?: number;
                    /** Format: uuid */
                    reversedDeclarationId: string;
                    personalIdentificationNumber?: string;
                    lastName?: string;
                };
            };
        };
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            items: {
                                basis: string;
                                profit: string;
                                sum: string;
                                reversalsWithProfit: string;
                                difference: string;
                                id: string;
                                reversedDeclarationId: string;
                                rowNumber: number;
                                personalIdentificationNumber: string;
                                firstName: string;
                                lastName: string;
                                birthDate: string;
                                /** @enum {string} */
                                gender: "male" | "female";
                                /** @description 1: the person joins the scheme voluntarily (someone of pension age on 6 August 2018, who takes part only at their written request); 0: participation as the person's age and gender set it. Blank in a body: 0. */
                                optIn: 0 | 1;
                                isNew: boolean;
                                original: {
                                    grossSalary: string;
                                    additionalBenefits: string;
                                    nonCashBenefits: string;
                                    base: string;
                                    employeeContribution: string;
                                    organizationContribution: string;
                                };
                                corrected: {
                                    grossSalary: string;
                                    additionalBenefits: string;
                                    nonCashBenefits: string;
                                    base: string;
                                    employeeContribution: string;
                                    organizationContribution: string;
                                };
                            }[];
                            totalCount: number;
                            pageNumber: number;
                            pageSize: number;
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The body or a file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, SPREADSHEET_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The content type or a file's type is not accepted (UNSUPPORTED_MEDIA_TYPE, FILE_TYPE_NOT_ALLOWED…) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    reversalReport: {
        parameters: {
            query: {
                reversedDeclarationId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file; Content-Disposition gives its name */
            200: {
                headers: {
                    /** @description attachment; filename="…" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                };
            };
            /** @description Accepted, still being written: the id to ask for the file by, in the group's envelope */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            exportId: string;
                            /** @enum {string} */
                            status: "queued" | "running" | "done" | "failed";
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    reversalCreate: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of the caller's choosing: a retry with the same key and request answers the first answer again */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    declarationId: string;
                    /** @default none */
                    rows?: "all" | "none" | string[];
                };
            };
        };
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            id: string;
                            reversedDeclarationNumber: string;
                            declarationId: string;
                            declarationNumber: string;
                            year: number;
                            month: number;
                            /** @enum {string} */
                            type: "standard" | "self" | "selfEmployed" | "opening";
                            /** @enum {string} */
                            declarationStatus: "draft" | "saved" | "open" | "closed";
                            /** @enum {string} */
                            status: "open" | "completed";
                            isOpen: boolean;
                            isClosed: boolean;
                            isProcessing: boolean;
                            rowCount: number;
                            totals: {
                                basis: string;
                                profit: string;
                                sum: string;
                                reversalsWithProfit: string;
                                difference: string;
                            };
                            documents: {
                                id: string;
                                name: string;
                                type: string;
                                size: number;
                                createdOn: string;
                            }[];
                            createdOn: string;
                            completedOn: string | null;
                            lastModificationDate: string;
                            version: number;
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Conflicts with the current state (already registered, period taken, already processed…) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The body or a file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, SPREADSHEET_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The content type or a file's type is not accepted (UNSUPPORTED_MEDIA_TYPE, FILE_TYPE_NOT_ALLOWED…) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Understood but not done: the Idempotency-Key was used before with another request (IDEMPOTENCY_KEY_REUSED), a warning to acknowledge first (PORTFOLIO_SWITCH_WARNING), a text the document cannot draw (PAYMENT_ORDER_TEXT_UNDRAWABLE) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    reversalAddDetail: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version the write is based on, as its reads answer it in ETag (`"7"`); `*` or absent: any version */
                "if-match"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    personalIdentificationNumber: string;
                    lastName: string;
                    firstName?: string;
                    birthDate?: string;
                    /** @enum {string} */
                    gender?: "male" | "female";
                    /** @description 1: the person joins the scheme voluntarily (someone of pension age on 6 August 2018, who takes part only at their written request); 0: participation as the person's age and gender set it. Blank in a body: 0. */
                    optIn?: 0 | 1;
                    /**
                     * @default corrected
                     * @enum {string}
                     */
                    entry?: "corrected" | "change";
                    grossSalary?: string | number;
                    additionalBenefits?: string | number;
                    nonCashBenefits?: string | number;
                };
            };
        };
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            reversal: {
                                id: string;
                                reversedDeclarationNumber: string;
                                declarationId: string;
                                declarationNumber: string;
                                year: number;
                                month: number;
                                /** @enum {string} */
                                type: "standard" | "self" | "selfEmployed" | "opening";
                                /** @enum {string} */
                                declarationStatus: "draft" | "saved" | "open" | "closed";
                                /** @enum {string} */
                                status: "open" | "completed";
                                isOpen: boolean;
                                isClosed: boolean;
                                isProcessing: boolean;
                                rowCount: number;
                                totals: {
                                    basis: string;
                                    profit: string;
                                    sum: string;
                                    reversalsWithProfit: string;
                                    difference: string;
                                };
                                documents: {
                                    id: string;
                                    name: string;
                                    type: string;
                                    size: number;
                                    createdOn: string;
                                }[];
                                createdOn: string;
                                completedOn: string | null;
                                lastModificationDate: string;
                                version: number;
                            };
                            detail: {
                                basis: string;
                                profit: string;
                                sum: string;
                                reversalsWithProfit: string;
                                difference: string;
                                id: string;
                                reversedDeclarationId: string;
                                rowNumber: number;
                                personalIdentificationNumber: string;
                                firstName: string;
                                lastName: string;
                                birthDate: string;
                                /** @enum {string} */
                                gender: "male" | "female";
                                /** @description 1: the person joins the scheme voluntarily (someone of pension age on 6 August 2018, who takes part only at their written request); 0: participation as the person's age and gender set it. Blank in a body: 0. */
                                optIn: 0 | 1;
                                isNew: boolean;
                                original: {
                                    grossSalary: string;
                                    additionalBenefits: string;
                                    nonCashBenefits: string;
                                    base: string;
                                    employeeContribution: string;
                                    organizationContribution: string;
                                };
                                corrected: {
                                    grossSalary: string;
                                    additionalBenefits: string;
                                    nonCashBenefits: string;
                                    base: string;
                                    employeeContribution: string;
                                    organizationContribution: string;
                                };
                            };
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Conflicts with the current state (already registered, period taken, already processed…) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description If-Match names a version that is no longer the current one (PRECONDITION_FAILED; ETag: the current version) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The body or a file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, SPREADSHEET_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The content type or a file's type is not accepted (UNSUPPORTED_MEDIA_TYPE, FILE_TYPE_NOT_ALLOWED…) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    reversalUpdateDetail: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version the write is based on, as its reads answer it in ETag (`"7"`); `*` or absent: any version */
                "if-match"?: string;
            };
            path: {
                id: string;
                detailId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    personalIdentificationNumber: string;
                    lastName: string;
                    firstName?: string;
                    birthDate?: string;
                    /** @enum {string} */
                    gender?: "male" | "female";
                    /** @description 1: the person joins the scheme voluntarily (someone of pension age on 6 August 2018, who takes part only at their written request); 0: participation as the person's age and gender set it. Blank in a body: 0. */
                    optIn?: 0 | 1;
                    /**
                     * @default corrected
                     * @enum {string}
                     */
                    entry?: "corrected" | "change";
                    grossSalary?: string | number;
                    additionalBenefits?: string | number;
                    nonCashBenefits?: string | number;
                };
            };
        };
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            reversal: {
                                id: string;
                                reversedDeclarationNumber: string;
                                declarationId: string;
                                declarationNumber: string;
                                year: number;
                                month: number;
                                /** @enum {string} */
                                type: "standard" | "self" | "selfEmployed" | "opening";
                                /** @enum {string} */
                                declarationStatus: "draft" | "saved" | "open" | "closed";
                                /** @enum {string} */
                                status: "open" | "completed";
                                isOpen: boolean;
                                isClosed: boolean;
                                isProcessing: boolean;
                                rowCount: number;
                                totals: {
                                    basis: string;
                                    profit: string;
                                    sum: string;
                                    reversalsWithProfit: string;
                                    difference: string;
                                };
                                documents: {
                                    id: string;
                                    name: string;
                                    type: string;
                                    size: number;
                                    createdOn: string;
                                }[];
                                createdOn: string;
                                completedOn: string | null;
                                lastModificationDate: string;
                                version: number;
                            };
                            detail: {
                                basis: string;
                                profit: string;
                                sum: string;
                                reversalsWithProfit: string;
                                difference: string;
                                id: string;
                                reversedDeclarationId: string;
                                rowNumber: number;
                                personalIdentificationNumber: string;
                                firstName: string;
                                lastName: string;
                                birthDate: string;
                                /** @enum {string} */
                                gender: "male" | "female";
                                /** @description 1: the person joins the scheme voluntarily (someone of pension age on 6 August 2018, who takes part only at their written request); 0: participation as the person's age and gender set it. Blank in a body: 0. */
                                optIn: 0 | 1;
                                isNew: boolean;
                                original: {
                                    grossSalary: string;
                                    additionalBenefits: string;
                                    nonCashBenefits: string;
                                    base: string;
                                    employeeContribution: string;
                                    organizationContribution: string;
                                };
                                corrected: {
                                    grossSalary: string;
                                    additionalBenefits: string;
                                    nonCashBenefits: string;
                                    base: string;
                                    employeeContribution: string;
                                    organizationContribution: string;
                                };
                            };
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Conflicts with the current state (already registered, period taken, already processed…) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description If-Match names a version that is no longer the current one (PRECONDITION_FAILED; ETag: the current version) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The body or a file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, SPREADSHEET_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The content type or a file's type is not accepted (UNSUPPORTED_MEDIA_TYPE, FILE_TYPE_NOT_ALLOWED…) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    reversalDeleteDetail: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version the write is based on, as its reads answer it in ETag (`"7"`); `*` or absent: any version */
                "if-match"?: string;
            };
            path: {
                id: string;
                detailId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            reversal: {
                                id: string;
                                reversedDeclarationNumber: string;
                                declarationId: string;
                                declarationNumber: string;
                                year: number;
                                month: number;
                                /** @enum {string} */
                                type: "standard" | "self" | "selfEmployed" | "opening";
                                /** @enum {string} */
                                declarationStatus: "draft" | "saved" | "open" | "closed";
                                /** @enum {string} */
                                status: "open" | "completed";
                                isOpen: boolean;
                                isClosed: boolean;
                                isProcessing: boolean;
                                rowCount: number;
                                totals: {
                                    basis: string;
                                    profit: string;
                                    sum: string;
                                    reversalsWithProfit: string;
                                    difference: string;
                                };
                                documents: {
                                    id: string;
                                    name: string;
                                    type: string;
                                    size: number;
                                    createdOn: string;
                                }[];
                                createdOn: string;
                                completedOn: string | null;
                                lastModificationDate: string;
                                version: number;
                            };
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Conflicts with the current state (already registered, period taken, already processed…) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description If-Match names a version that is no longer the current one (PRECONDITION_FAILED; ETag: the current version) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    reversalComplete: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version the write is based on, as its reads answer it in ETag (`"7"`); `*` or absent: any version */
                "if-match"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            id: string;
                            reversedDeclarationNumber: string;
                            declarationId: string;
                            declarationNumber: string;
                            year: number;
                            month: number;
                            /** @enum {string} */
                            type: "standard" | "self" | "selfEmployed" | "opening";
                            /** @enum {string} */
                            declarationStatus: "draft" | "saved" | "open" | "closed";
                            /** @enum {string} */
                            status: "open" | "completed";
                            isOpen: boolean;
                            isClosed: boolean;
                            isProcessing: boolean;
                            rowCount: number;
                            totals: {
                                basis: string;
                                profit: string;
                                sum: string;
                                reversalsWithProfit: string;
                                difference: string;
                            };
                            documents: {
                                id: string;
                                name: string;
                                type: string;
                                size: number;
                                createdOn: string;
                            }[];
                            createdOn: string;
                            completedOn: string | null;
                            lastModificationDate: string;
                            version: number;
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Conflicts with the current state (already registered, period taken, already processed…) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description If-Match names a version that is no longer the current one (PRECONDITION_FAILED; ETag: the current version) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    reversalRemove: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version the write is based on, as its reads answer it in ETag (`"7"`); `*` or absent: any version */
                "if-match"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            deleted: boolean;
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Conflicts with the current state (already registered, period taken, already processed…) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description If-Match names a version that is no longer the current one (PRECONDITION_FAILED; ETag: the current version) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    reversalUpload: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version the write is based on, as its reads answer it in ETag (`"7"`); `*` or absent: any version */
                "if-match"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: Blob;
                };
            };
        };
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            reversal: {
                                id: string;
                                reversedDeclarationNumber: string;
                                declarationId: string;
                                declarationNumber: string;
                                year: number;
                                month: number;
                                /** @enum {string} */
                                type: "standard" | "self" | "selfEmployed" | "opening";
                                /** @enum {string} */
                                declarationStatus: "draft" | "saved" | "open" | "closed";
                                /** @enum {string} */
                                status: "open" | "completed";
                                isOpen: boolean;
                                isClosed: boolean;
                                isProcessing: boolean;
                                rowCount: number;
                                totals: {
                                    basis: string;
                                    profit: string;
                                    sum: string;
                                    reversalsWithProfit: string;
                                    difference: string;
                                };
                                documents: {
                                    id: string;
                                    name: string;
                                    type: string;
                                    size: number;
                                    createdOn: string;
                                }[];
                                createdOn: string;
                                completedOn: string | null;
                                lastModificationDate: string;
                                version: number;
                            };
                            added: number;
                            updated: number;
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Conflicts with the current state (already registered, period taken, already processed…) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description If-Match names a version that is no longer the current one (PRECONDITION_FAILED; ETag: the current version) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The body or a file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, SPREADSHEET_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The content type or a file's type is not accepted (UNSUPPORTED_MEDIA_TYPE, FILE_TYPE_NOT_ALLOWED…) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    reversalDocsCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: uuid */
                    reversedDeclarationId: string;
                    files?: Blob[];
                };
            };
        };
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            id: string;
                            reversedDeclarationNumber: string;
                            declarationId: string;
                            declarationNumber: string;
                            year: number;
                            month: number;
                            /** @enum {string} */
                            type: "standard" | "self" | "selfEmployed" | "opening";
                            /** @enum {string} */
                            declarationStatus: "draft" | "saved" | "open" | "closed";
                            /** @enum {string} */
                            status: "open" | "completed";
                            isOpen: boolean;
                            isClosed: boolean;
                            isProcessing: boolean;
                            rowCount: number;
                            totals: {
                                basis: string;
                                profit: string;
                                sum: string;
                                reversalsWithProfit: string;
                                difference: string;
                            };
                            documents: {
                                id: string;
                                name: string;
                                type: string;
                                size: number;
                                createdOn: string;
                            }[];
                            createdOn: string;
                            completedOn: string | null;
                            lastModificationDate: string;
                            version: number;
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Conflicts with the current state (already registered, period taken, already processed…) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The body or a file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, SPREADSHEET_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The content type or a file's type is not accepted (UNSUPPORTED_MEDIA_TYPE, FILE_TYPE_NOT_ALLOWED…) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    reversalDownloadDoc: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    reversedDeclarationId: string;
                    /** Format: uuid */
                    docId: string;
                };
            };
        };
        responses: {
            /** @description The file; Content-Disposition gives its name */
            200: {
                headers: {
                    /** @description attachment; filename="…" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": Blob;
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The body or a file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, SPREADSHEET_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The content type or a file's type is not accepted (UNSUPPORTED_MEDIA_TYPE, FILE_TYPE_NOT_ALLOWED…) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    reversalDocDelete: {
        parameters: {
            query: {
                reversedDeclarationId: string;
                docId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            id: string;
                            reversedDeclarationNumber: string;
                            declarationId: string;
                            declarationNumber: string;
                            year: number;
                            month: number;
                            /** @enum {string} */
                            type: "standard" | "self" | "selfEmployed" | "opening";
                            /** @enum {string} */
                            declarationStatus: "draft" | "saved" | "open" | "closed";
                            /** @enum {string} */
                            status: "open" | "completed";
                            isOpen: boolean;
                            isClosed: boolean;
                            isProcessing: boolean;
                            rowCount: number;
                            totals: {
                                basis: string;
                                profit: string;
                                sum: string;
                                reversalsWithProfit: string;
                                difference: string;
                            };
                            documents: {
                                id: string;
                                name: string;
                                type: string;
                                size: number;
                                createdOn: string;
                            }[];
                            createdOn: string;
                            completedOn: string | null;
                            lastModificationDate: string;
                            version: number;
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Conflicts with the current state (already registered, period taken, already processed…) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    annualList: {
        parameters: {
            query?: {
                pageNumber?: number;
                pageSize?: number;
                status?: "open" | "closed" | "all";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            items: {
                                id: string;
                                annualDeclarationNumber: string;
                                year: number;
                                /** @enum {string} */
                                type: "standard" | "self" | "selfEmployed" | "opening";
                                /** @enum {string} */
                                status: "open" | "closed";
                                isOpen: boolean;
                                isClosed: boolean;
                                rowCount: number;
                                differenceCount: number;
                                totals: {
                                    declaredBase: string;
                                    annualBase: string;
                                    declaredContribution: string;
                                    annualContribution: string;
                                    difference: string;
                                };
                                documents: {
                                    id: string;
                                    name: string;
                                    type: string;
                                    size: number;
                                    createdOn: string;
                                }[];
                                createdOn: string;
                                closedOn: string | null;
                                lastModificationDate: string;
                                version: number;
                            }[];
                            totalCount: number;
                            pageNumber: number;
                            pageSize: number;
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    annualCheckParticipant: {
        parameters: {
            query: {
                year: number;
                personalIdentificationNumber: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            year: number;
                            personalIdentificationNumber: string;
                            isDeclared: boolean;
                            inAnnualDeclaration: boolean;
                            firstName: string | null;
                            lastName: string | null;
                            birthDate: string | null;
                            /** @enum {string|null} */
                            gender: "male" | "female" | null;
                            months: number;
                            grossSalary: string;
                            additionalBenefits: string;
                            nonCashBenefits: string;
                            base: string;
                            contribution: string;
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    annualGet: {
        parameters: {
            query: {
                pageNumber?: number;
                pageSize?: number;
                annualdecId: string;
                personalId?: string;
                lastName?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            annualDeclaration: {
                                id: string;
                                annualDeclarationNumber: string;
                                year: number;
                                /** @enum {string} */
                                type: "standard" | "self" | "selfEmployed" | "opening";
                                /** @enum {string} */
                                status: "open" | "closed";
                                isOpen: boolean;
                                isClosed: boolean;
                                rowCount: number;
                                differenceCount: number;
                                totals: {
                                    declaredBase: string;
                                    annualBase: string;
                                    declaredContribution: string;
                                    annualContribution: string;
                                    difference: string;
                                };
                                documents: {
                                    id: string;
                                    name: string;
                                    type: string;
                                    size: number;
                                    createdOn: string;
                                }[];
                                createdOn: string;
                                closedOn: string | null;
                                lastModificationDate: string;
                                version: number;
                            };
                            details: {
                                items: {
                                    declaredBase: string;
                                    annualBase: string;
                                    declaredContribution: string;
                                    annualContribution: string;
                                    difference: string;
                                    id: string;
                                    annualDeclarationId: string;
                                    rowNumber: number;
                                    personalIdentificationNumber: string;
                                    firstName: string;
                                    lastName: string;
                                    birthDate: string;
                                    /** @enum {string} */
                                    gender: "male" | "female";
                                    /** @description 1: the person joins the scheme voluntarily (someone of pension age on 6 August 2018, who takes part only at their written request); 0: participation as the person's age and gender set it. Blank in a body: 0. */
                                    optIn: 0 | 1;
                                    isNew: boolean;
                                    months: number;
                                    declared: {
                                        grossSalary: string;
                                        additionalBenefits: string;
                                        nonCashBenefits: string;
                                        base: string;
                                        employeeContribution: string;
                                        organizationContribution: string;
                                    };
                                    annual: {
                                        grossSalary: string;
                                        additionalBenefits: string;
                                        nonCashBenefits: string;
                                        base: string;
                                        employeeContribution: string;
                                        organizationContribution: string;
                                    };
                                }[];
                                totalCount: number;
                                pageNumber: number;
                                pageSize: number;
                            };
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    annualComparison: {
        parameters: {
            query: {
                pageNumber?: number;
                pageSize?: number;
                annualdecId: string;
                kind?: "same" | "differs" | "notDeclared" | "notInAnnual" | "differences" | "all";
                personalId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            items: {
                                personalIdentificationNumber: string;
                                firstName: string;
                                lastName: string;
                                months: number;
                                /** @enum {string} */
                                kind: "same" | "differs" | "notDeclared" | "notInAnnual";
                                declaredBase: string;
                                annualBase: string;
                                declaredContribution: string;
                                annualContribution: string;
                                difference: string;
                            }[];
                            totalCount: number;
                            pageNumber: number;
                            pageSize: number;
                            counts: {
                                same: number;
                                differs: number;
                                notDeclared: number;
                                notInAnnual: number;
                            };
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    annualComparisonMonths: {
        parameters: {
            query: {
                annualdecId: string;
                personalId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            year: number;
                            personalIdentificationNumber: string | null;
                            months: {
                                month: number;
                                declarationCount: number;
                                rowCount: number;
                                declaredBase: string;
                                declaredContribution: string;
                            }[];
                            totals: {
                                declaredBase: string;
                                annualBase: string;
                                declaredContribution: string;
                                annualContribution: string;
                                difference: string;
                            };
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    annualReport: {
        parameters: {
            query: {
                year: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file; Content-Disposition gives its name */
            200: {
                headers: {
                    /** @description attachment; filename="…" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                };
            };
            /** @description Accepted, still being written: the id to ask for the file by, in the group's envelope */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            exportId: string;
                            /** @enum {string} */
                            status: "queued" | "running" | "done" | "failed";
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    annualCreate: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of the caller's choosing: a retry with the same key and request answers the first answer again */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    year: number;
                    /**
                     * @default declared
                     * @enum {string}
                     */
                    rows?: "declared" | "none";
                };
            };
        };
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            id: string;
                            annualDeclarationNumber: string;
                            year: number;
                            /** @enum {string} */
                            type: "standard" | "self" | "selfEmployed" | "opening";
                            /** @enum {string} */
                            status: "open" | "closed";
                            isOpen: boolean;
                            isClosed: boolean;
                            rowCount: number;
                            differenceCount: number;
                            totals: {
                                declaredBase: string;
                                annualBase: string;
                                declaredContribution: string;
                                annualContribution: string;
                                difference: string;
                            };
                            documents: {
                                id: string;
                                name: string;
                                type: string;
                                size: number;
                                createdOn: string;
                            }[];
                            createdOn: string;
                            closedOn: string | null;
                            lastModificationDate: string;
                            version: number;
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Conflicts with the current state (already registered, period taken, already processed…) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The body or a file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, SPREADSHEET_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The content type or a file's type is not accepted (UNSUPPORTED_MEDIA_TYPE, FILE_TYPE_NOT_ALLOWED…) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Understood but not done: the Idempotency-Key was used before with another request (IDEMPOTENCY_KEY_REUSED), a warning to acknowledge first (PORTFOLIO_SWITCH_WARNING), a text the document cannot draw (PAYMENT_ORDER_TEXT_UNDRAWABLE) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    annualAddDetail: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version the write is based on, as its reads answer it in ETag (`"7"`); `*` or absent: any version */
                "if-match"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    personalIdentificationNumber: string;
                    lastName: string;
                    firstName?: string;
                    birthDate?: string;
                    /** @enum {string} */
                    gender?: "male" | "female";
                    /** @description 1: the person joins the scheme voluntarily (someone of pension age on 6 August 2018, who takes part only at their written request); 0: participation as the person's age and gender set it. Blank in a body: 0. */
                    optIn?: 0 | 1;
                    grossSalary?: string | number;
                    additionalBenefits?: string | number;
                    nonCashBenefits?: string | number;
                };
            };
        };
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            annualDeclaration: {
                                id: string;
                                annualDeclarationNumber: string;
                                year: number;
                                /** @enum {string} */
                                type: "standard" | "self" | "selfEmployed" | "opening";
                                /** @enum {string} */
                                status: "open" | "closed";
                                isOpen: boolean;
                                isClosed: boolean;
                                rowCount: number;
                                differenceCount: number;
                                totals: {
                                    declaredBase: string;
                                    annualBase: string;
                                    declaredContribution: string;
                                    annualContribution: string;
                                    difference: string;
                                };
                                documents: {
                                    id: string;
                                    name: string;
                                    type: string;
                                    size: number;
                                    createdOn: string;
                                }[];
                                createdOn: string;
                                closedOn: string | null;
                                lastModificationDate: string;
                                version: number;
                            };
                            detail: {
                                declaredBase: string;
                                annualBase: string;
                                declaredContribution: string;
                                annualContribution: string;
                                difference: string;
                                id: string;
                                annualDeclarationId: string;
                                rowNumber: number;
                                personalIdentificationNumber: string;
                                firstName: string;
                                lastName: string;
                                birthDate: string;
                                /** @enum {string} */
                                gender: "male" | "female";
                                /** @description 1: the person joins the scheme voluntarily (someone of pension age on 6 August 2018, who takes part only at their written request); 0: participation as the person's age and gender set it. Blank in a body: 0. */
                                optIn: 0 | 1;
                                isNew: boolean;
                                months: number;
                                declared: {
                                    grossSalary: string;
                                    additionalBenefits: string;
                                    nonCashBenefits: string;
                                    base: string;
                                    employeeContribution: string;
                                    organizationContribution: string;
                                };
                                annual: {
                                    grossSalary: string;
                                    additionalBenefits: string;
                                    nonCashBenefits: string;
                                    base: string;
                                    employeeContribution: string;
                                    organizationContribution: string;
                                };
                            };
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Conflicts with the current state (already registered, period taken, already processed…) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description If-Match names a version that is no longer the current one (PRECONDITION_FAILED; ETag: the current version) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The body or a file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, SPREADSHEET_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The content type or a file's type is not accepted (UNSUPPORTED_MEDIA_TYPE, FILE_TYPE_NOT_ALLOWED…) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    annualUpdateDetail: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version the write is based on, as its reads answer it in ETag (`"7"`); `*` or absent: any version */
                "if-match"?: string;
            };
            path: {
                id: string;
                detailId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    personalIdentificationNumber: string;
                    lastName: string;
                    firstName?: string;
                    birthDate?: string;
                    /** @enum {string} */
                    gender?: "male" | "female";
                    /** @description 1: the person joins the scheme voluntarily (someone of pension age on 6 August 2018, who takes part only at their written request); 0: participation as the person's age and gender set it. Blank in a body: 0. */
                    optIn?: 0 | 1;
                    grossSalary?: string | number;
                    additionalBenefits?: string | number;
                    nonCashBenefits?: string | number;
                };
            };
        };
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            annualDeclaration: {
                                id: string;
                                annualDeclarationNumber: string;
                                year: number;
                                /** @enum {string} */
                                type: "standard" | "self" | "selfEmployed" | "opening";
                                /** @enum {string} */
                                status: "open" | "closed";
                                isOpen: boolean;
                                isClosed: boolean;
                                rowCount: number;
                                differenceCount: number;
                                totals: {
                                    declaredBase: string;
                                    annualBase: string;
                                    declaredContribution: string;
                                    annualContribution: string;
                                    difference: string;
                                };
                                documents: {
                                    id: string;
                                    name: string;
                                    type: string;
                                    size: number;
                                    createdOn: string;
                                }[];
                                createdOn: string;
                                closedOn: string | null;
                                lastModificationDate: string;
                                version: number;
                            };
                            detail: {
                                declaredBase: string;
                                annualBase: string;
                                declaredContribution: string;
                                annualContribution: string;
                                difference: string;
                                id: string;
                                annualDeclarationId: string;
                                rowNumber: number;
                                personalIdentificationNumber: string;
                                firstName: string;
                                lastName: string;
                                birthDate: string;
                                /** @enum {string} */
                                gender: "male" | "female";
                                /** @description 1: the person joins the scheme voluntarily (someone of pension age on 6 August 2018, who takes part only at their written request); 0: participation as the person's age and gender set it. Blank in a body: 0. */
                                optIn: 0 | 1;
                                isNew: boolean;
                                months: number;
                                declared: {
                                    grossSalary: string;
                                    additionalBenefits: string;
                                    nonCashBenefits: string;
                                    base: string;
                                    employeeContribution: string;
                                    organizationContribution: string;
                                };
                                annual: {
                                    grossSalary: string;
                                    additionalBenefits: string;
                                    nonCashBenefits: string;
                                    base: string;
                                    employeeContribution: string;
                                    organizationContribution: string;
                                };
                            };
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Conflicts with the current state (already registered, period taken, already processed…) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description If-Match names a version that is no longer the current one (PRECONDITION_FAILED; ETag: the current version) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The body or a file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, SPREADSHEET_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The content type or a file's type is not accepted (UNSUPPORTED_MEDIA_TYPE, FILE_TYPE_NOT_ALLOWED…) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    annualDeleteDetail: {
        parameters: {
            query: {
                annualdecDetailId: string;
            };
            header?: {
                /** @description The version the write is based on, as its reads answer it in ETag (`"7"`); `*` or absent: any version */
                "if-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            annualDeclaration: {
                                id: string;
                                annualDeclarationNumber: string;
                                year: number;
                                /** @enum {string} */
                                type: "standard" | "self" | "selfEmployed" | "opening";
                                /** @enum {string} */
                                status: "open" | "closed";
                                isOpen: boolean;
                                isClosed: boolean;
                                rowCount: number;
                                differenceCount: number;
                                totals: {
                                    declaredBase: string;
                                    annualBase: string;
                                    declaredContribution: string;
                                    annualContribution: string;
                                    difference: string;
                                };
                                documents: {
                                    id: string;
                                    name: string;
                                    type: string;
                                    size: number;
                                    createdOn: string;
                                }[];
                                createdOn: string;
                                closedOn: string | null;
                                lastModificationDate: string;
                                version: number;
                            };
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Conflicts with the current state (already registered, period taken, already processed…) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description If-Match names a version that is no longer the current one (PRECONDITION_FAILED; ETag: the current version) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    annualClose: {
        parameters: {
            query: {
                id: string;
            };
            header?: {
                /** @description The version the write is based on, as its reads answer it in ETag (`"7"`); `*` or absent: any version */
                "if-match"?: string;
                /** @description A key of the caller's choosing: a retry with the same key and request answers the first answer again */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            id: string;
                            annualDeclarationNumber: string;
                            year: number;
                            /** @enum {string} */
                            type: "standard" | "self" | "selfEmployed" | "opening";
                            /** @enum {string} */
                            status: "open" | "closed";
                            isOpen: boolean;
                            isClosed: boolean;
                            rowCount: number;
                            differenceCount: number;
                            totals: {
                                declaredBase: string;
                                annualBase: string;
                                declaredContribution: string;
                                annualContribution: string;
                                difference: string;
                            };
                            documents: {
                                id: string;
                                name: string;
                                type: string;
                                size: number;
                                createdOn: string;
                            }[];
                            createdOn: string;
                            closedOn: string | null;
                            lastModificationDate: string;
                            version: number;
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Conflicts with the current state (already registered, period taken, already processed…) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description If-Match names a version that is no longer the current one (PRECONDITION_FAILED; ETag: the current version) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Understood but not done: the Idempotency-Key was used before with another request (IDEMPOTENCY_KEY_REUSED), a warning to acknowledge first (PORTFOLIO_SWITCH_WARNING), a text the document cannot draw (PAYMENT_ORDER_TEXT_UNDRAWABLE) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    annualRemove: {
        parameters: {
            query: {
                annualdecId: string;
            };
            header?: {
                /** @description The version the write is based on, as its reads answer it in ETag (`"7"`); `*` or absent: any version */
                "if-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            deleted: boolean;
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Conflicts with the current state (already registered, period taken, already processed…) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description If-Match names a version that is no longer the current one (PRECONDITION_FAILED; ETag: the current version) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    annualDocsCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: uuid */
                    annualdecId: string;
                    files?: Blob[];
                };
            };
        };
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            id: string;
                            annualDeclarationNumber: string;
                            year: number;
                            /** @enum {string} */
                            type: "standard" | "self" | "selfEmployed" | "opening";
                            /** @enum {string} */
                            status: "open" | "closed";
                            isOpen: boolean;
                            isClosed: boolean;
                            rowCount: number;
                            differenceCount: number;
                            totals: {
                                declaredBase: string;
                                annualBase: string;
                                declaredContribution: string;
                                annualContribution: string;
                                difference: string;
                            };
                            documents: {
                                id: string;
                                name: string;
                                type: string;
                                size: number;
                                createdOn: string;
                            }[];
                            createdOn: string;
                            closedOn: string | null;
                            lastModificationDate: string;
                            version: number;
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Conflicts with the current state (already registered, period taken, already processed…) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The body or a file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, SPREADSHEET_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The content type or a file's type is not accepted (UNSUPPORTED_MEDIA_TYPE, FILE_TYPE_NOT_ALLOWED…) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    annualDownloadDoc: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    annualdecId: string;
                    /** Format: uuid */
                    docId: string;
                };
            };
        };
        responses: {
            /** @description The file; Content-Disposition gives its name */
            200: {
                headers: {
                    /** @description attachment; filename="…" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": Blob;
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The body or a file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, SPREADSHEET_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The content type or a file's type is not accepted (UNSUPPORTED_MEDIA_TYPE, FILE_TYPE_NOT_ALLOWED…) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    annualDocDelete: {
        parameters: {
            query: {
                annualdecId: string;
                docId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            id: string;
                            annualDeclarationNumber: string;
                            year: number;
                            /** @enum {string} */
                            type: "standard" | "self" | "selfEmployed" | "opening";
                            /** @enum {string} */
                            status: "open" | "closed";
                            isOpen: boolean;
                            isClosed: boolean;
                            rowCount: number;
                            differenceCount: number;
                            totals: {
                                declaredBase: string;
                                annualBase: string;
                                declaredContribution: string;
                                annualContribution: string;
                                difference: string;
                            };
                            documents: {
                                id: string;
                                name: string;
                                type: string;
                                size: number;
                                createdOn: string;
                            }[];
                            createdOn: string;
                            closedOn: string | null;
                            lastModificationDate: string;
                            version: number;
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Conflicts with the current state (already registered, period taken, already processed…) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    revenueLoad: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: Blob;
                };
            };
        };
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            loadId: string;
                            rows: number;
                            organizations: number;
                            rejected: number;
                            replaced: number;
                            months: number;
                        };
                    };
                };
            };
            /** @description Accepted, still under way: the id to ask for its state, in the group's envelope */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            uploadId: string;
                            /** @enum {string} */
                            status: "queued" | "running" | "done" | "failed";
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The body or a file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, SPREADSHEET_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The content type or a file's type is not accepted (UNSUPPORTED_MEDIA_TYPE, FILE_TYPE_NOT_ALLOWED…) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    revenueLoadsUpload: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            uploadId: string;
                            /** @enum {string} */
                            status: "queued" | "running" | "done" | "failed";
                            fileName: string;
                            createdAt: string;
                            finishedAt: string | null;
                            result: {
                                loadId: string;
                                rows: number;
                                organizations: number;
                                rejected: number;
                                replaced: number;
                                months: number;
                            } | null;
                            error: {
                                code: string;
                                message: string;
                            } | null;
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    revenueLoadsPreview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: Blob;
                };
            };
        };
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            /** @enum {string} */
                            format: "csv" | "xlsx";
                            rows: number;
                            organizations: number;
                            monthCount: number;
                            replaced: number;
                            replacedMonths: number;
                            months: {
                                organizationCode: string;
                                organizationName: string;
                                year: number;
                                month: number;
                                storedRows: number;
                                fileRows: number;
                            }[];
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The body or a file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, SPREADSHEET_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The content type or a file's type is not accepted (UNSUPPORTED_MEDIA_TYPE, FILE_TYPE_NOT_ALLOWED…) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    revenueYear: {
        parameters: {
            query: {
                year: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            year: number;
                            years: number[];
                            months: {
                                month: number;
                                revenueLoaded: boolean;
                                declared: boolean;
                                declarationStatuses: string[];
                                totals: {
                                    declaredIncome: string;
                                    revenueIncome: string;
                                    declaredContribution: string;
                                    revenueContribution: string;
                                    incomeDifference: string;
                                    contributionDifference: string;
                                    people: number;
                                    counts: {
                                        missingInDeclaration: number;
                                        missingAtRevenueService: number;
                                        amountsDiffer: number;
                                        same: number;
                                    };
                                };
                            }[];
                            totals: {
                                declaredIncome: string;
                                revenueIncome: string;
                                declaredContribution: string;
                                revenueContribution: string;
                                incomeDifference: string;
                                contributionDifference: string;
                                people: number;
                                counts: {
                                    missingInDeclaration: number;
                                    missingAtRevenueService: number;
                                    amountsDiffer: number;
                                    same: number;
                                };
                            };
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    revenueYearDetails: {
        parameters: {
            query: {
                year: number;
                month?: number;
                kind?: "missingInDeclaration" | "missingAtRevenueService" | "amountsDiffer" | "same" | "differences" | "all";
                search?: string;
                pageNumber?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            items: {
                                year: number;
                                month: number;
                                personalIdentificationNumber: string;
                                lastName: string;
                                firstName: string | null;
                                /** @enum {string} */
                                kind: "missingInDeclaration" | "missingAtRevenueService" | "amountsDiffer" | "same";
                                declared: {
                                    income: string;
                                    contribution: string;
                                    incomeTax: string | null;
                                } | null;
                                revenue: {
                                    income: string;
                                    contribution: string;
                                    incomeTax: string | null;
                                } | null;
                                incomeDifference: string;
                                contributionDifference: string;
                                comment?: {
                                    id: string;
                                    year: number;
                                    month: number;
                                    personalIdentificationNumber: string;
                                    comment: string;
                                    /** @enum {string} */
                                    source: "screen" | "excel";
                                    fileId: string | null;
                                    lastModificationDate: string;
                                } | null;
                                reversibleDeclarationId?: string | null;
                            }[];
                            totalCount: number;
                            pageNumber: number;
                            pageSize: number;
                            totals: {
                                declaredIncome: string;
                                revenueIncome: string;
                                declaredContribution: string;
                                revenueContribution: string;
                                incomeDifference: string;
                                contributionDifference: string;
                                people: number;
                                counts: {
                                    missingInDeclaration: number;
                                    missingAtRevenueService: number;
                                    amountsDiffer: number;
                                    same: number;
                                };
                            };
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    revenuePaymentTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            /** @enum {string} */
                            code: "income" | "contribution" | "incomeTax";
                            decidesKind: boolean;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    revenuePartTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            /** @enum {string} */
                            code: "missingInDeclaration" | "missingAtRevenueService" | "amountsDiffer" | "same";
                            isDifference: boolean;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    revenueReport: {
        parameters: {
            query: {
                year: number;
                month?: number;
                kind?: "missingInDeclaration" | "missingAtRevenueService" | "amountsDiffer" | "same" | "differences" | "all";
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file; Content-Disposition gives its name */
            200: {
                headers: {
                    /** @description attachment; filename="…" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                };
            };
            /** @description Accepted, still being written: the id to ask for the file by, in the group's envelope */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            exportId: string;
                            /** @enum {string} */
                            status: "queued" | "running" | "done" | "failed";
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    revenueDeclarationCheck: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            year: number;
                            month: number;
                            revenueLoaded: boolean;
                            differences: {
                                year: number;
                                month: number;
                                personalIdentificationNumber: string;
                                lastName: string;
                                firstName: string | null;
                                /** @enum {string} */
                                kind: "missingInDeclaration" | "missingAtRevenueService" | "amountsDiffer" | "same";
                                declared: {
                                    income: string;
                                    contribution: string;
                                    incomeTax: string | null;
                                } | null;
                                revenue: {
                                    income: string;
                                    contribution: string;
                                    incomeTax: string | null;
                                } | null;
                                incomeDifference: string;
                                contributionDifference: string;
                                comment?: {
                                    id: string;
                                    year: number;
                                    month: number;
                                    personalIdentificationNumber: string;
                                    comment: string;
                                    /** @enum {string} */
                                    source: "screen" | "excel";
                                    fileId: string | null;
                                    lastModificationDate: string;
                                } | null;
                                reversibleDeclarationId?: string | null;
                            }[];
                            totals: {
                                declaredIncome: string;
                                revenueIncome: string;
                                declaredContribution: string;
                                revenueContribution: string;
                                incomeDifference: string;
                                contributionDifference: string;
                                people: number;
                                counts: {
                                    missingInDeclaration: number;
                                    missingAtRevenueService: number;
                                    amountsDiffer: number;
                                    same: number;
                                };
                            };
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    revenueCommentAdd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    year: number;
                    month: number;
                    personalIdentificationNumber: string;
                    comment: string;
                };
            };
        };
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            id: string;
                            year: number;
                            month: number;
                            personalIdentificationNumber: string;
                            comment: string;
                            /** @enum {string} */
                            source: "screen" | "excel";
                            fileId: string | null;
                            lastModificationDate: string;
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The body or a file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, SPREADSHEET_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The content type or a file's type is not accepted (UNSUPPORTED_MEDIA_TYPE, FILE_TYPE_NOT_ALLOWED…) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    revenueCommentRemove: {
        parameters: {
            query: {
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            deleted: boolean;
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    revenueCommentWorkbook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    year: number;
                    month?: number;
                };
            };
        };
        responses: {
            /** @description The file; Content-Disposition gives its name */
            200: {
                headers: {
                    /** @description attachment; filename="…" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                };
            };
            /** @description Accepted, still being written: the id to ask for the file by, in the group's envelope */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            exportId: string;
                            /** @enum {string} */
                            status: "queued" | "running" | "done" | "failed";
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The body or a file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, SPREADSHEET_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The content type or a file's type is not accepted (UNSUPPORTED_MEDIA_TYPE, FILE_TYPE_NOT_ALLOWED…) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    revenueCommentUpload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: Blob;
                };
            };
        };
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            id: string;
                            saved: boolean;
                            /** @enum {string} */
                            status: "saved" | "rejected";
                            commentCount: number;
                            errors: {
                                row: number;
                                column: string | null;
                                message: string;
                            }[];
                            errorCount: number;
                            file: {
                                id: string;
                                name: string;
                                size: number;
                                year: number | null;
                                /** @enum {string} */
                                status: "saved" | "rejected";
                                commentCount: number;
                                errorCount: number;
                                uploadedOn: string;
                            };
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The body or a file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, SPREADSHEET_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The content type or a file's type is not accepted (UNSUPPORTED_MEDIA_TYPE, FILE_TYPE_NOT_ALLOWED…) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    revenueCommentFiles: {
        parameters: {
            query?: {
                year?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            id: string;
                            name: string;
                            size: number;
                            year: number | null;
                            /** @enum {string} */
                            status: "saved" | "rejected";
                            commentCount: number;
                            errorCount: number;
                            uploadedOn: string;
                        }[];
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    revenueCommentSavedOrNot: {
        parameters: {
            query: {
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            id: string;
                            saved: boolean;
                            /** @enum {string} */
                            status: "saved" | "rejected";
                            commentCount: number;
                            errors: {
                                row: number;
                                column: string | null;
                                message: string;
                            }[];
                            errorCount: number;
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    revenueCommentDownload: {
        parameters: {
            query: {
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file; Content-Disposition gives its name */
            200: {
                headers: {
                    /** @description attachment; filename="…" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    revenueCommentRemoveFile: {
        parameters: {
            query: {
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            deleted: boolean;
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    revenueLoadsRecent: {
        parameters: {
            query?: {
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            id: string;
                            fileName: string;
                            /** @enum {string} */
                            format: "csv" | "xlsx";
                            loadedAt: string;
                            rows: number;
                            organizations: number;
                            months: {
                                organizationCode: string;
                                organizationName: string;
                                year: number;
                                month: number;
                                rows: number;
                            }[];
                            monthCount: number;
                        }[];
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    financeFinesPaymentList: {
        parameters: {
            query?: {
                pageNumber?: number;
                pageSize?: number;
                declarationId?: string;
                status?: "valid" | "canceled" | "appealed";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            items: {
                                id: string;
                                number: string;
                                amount: string;
                                date: string;
                                /** @enum {string} */
                                status: "valid" | "canceled" | "appealed";
                                /** @enum {string|null} */
                                paymentType: "paid" | "payable" | null;
                                reason: string | null;
                                declarationId: string | null;
                                declarationNumber: string | null;
                            }[];
                            totalCount: number;
                            pageNumber: number;
                            pageSize: number;
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    transactionsList: {
        parameters: {
            query?: {
                pageNumber?: number;
                pageSize?: number;
                dateFrom?: string;
                dateTo?: string;
                amountFrom?: string;
                amountTo?: string;
                bankName?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            items: {
                                id: string;
                                number: string;
                                paidAt: string;
                                registeredAt: string;
                                bankName: string;
                                accountNumber: string;
                                amount: string;
                                reason: string;
                            }[];
                            totalCount: number;
                            pageNumber: number;
                            pageSize: number;
                            sums: {
                                transactions: string;
                                contributions: string;
                            };
                            banks: string[];
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    transactionsExport: {
        parameters: {
            query?: {
                dateFrom?: string;
                dateTo?: string;
                amountFrom?: string;
                amountTo?: string;
                bankName?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file; Content-Disposition gives its name */
            200: {
                headers: {
                    /** @description attachment; filename="…" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                };
            };
            /** @description Accepted, still being written: the id to ask for the file by, in the group's envelope */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            exportId: string;
                            /** @enum {string} */
                            status: "queued" | "running" | "done" | "failed";
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    detailedBalanceExportExport: {
        parameters: {
            query?: {
                organizationCode?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file; Content-Disposition gives its name */
            200: {
                headers: {
                    /** @description attachment; filename="…" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                };
            };
            /** @description Accepted, still being written: the id to ask for the file by, in the group's envelope */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            exportId: string;
                            /** @enum {string} */
                            status: "queued" | "running" | "done" | "failed";
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    detailedBalanceMonthMonth: {
        parameters: {
            query?: {
                organizationCode?: string;
            };
            header?: never;
            path: {
                id: string;
                month: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            organizationCode: string;
                            openingBalance: string;
                            row: {
                                month: string;
                                declared: string;
                                paid: string;
                                fines: string;
                                refunds: string;
                                returned: string;
                                balance: string;
                                movementCount: number;
                            };
                            movements: {
                                id: string;
                                /** @enum {string} */
                                kind: "payment_received" | "contribution_due" | "contribution_adjustment" | "fine_imposed" | "fine_cancelled" | "fine_appealed" | "fine_reinstated" | "refund_paid" | "contribution_returned" | "payment_reversed" | "annual_adjustment";
                                amount: string;
                                valueDate: string;
                                /** @enum {string} */
                                sourceKind: "transaction" | "declaration" | "reversal" | "fine" | "refund" | "optout" | "annual_declaration";
                                sourceId: string;
                                documentNumber: string | null;
                                reason: string | null;
                                systemReason: {
                                    /** @enum {string} */
                                    code: "STATEMENT_RETURN" | "REVERSAL" | "ANNUAL" | "REFUND" | "OPTOUT";
                                    params: {
                                        [key: string]: string;
                                    };
                                } | null;
                                createdAt: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    paymentOrderDownload: {
        parameters: {
            query: {
                documentNumberId: string;
                documentType: "declaration" | "fine";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file; Content-Disposition gives its name */
            200: {
                headers: {
                    /** @description attachment; filename="…" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": Blob;
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Conflicts with the current state (already registered, period taken, already processed…) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Understood but not done: the Idempotency-Key was used before with another request (IDEMPOTENCY_KEY_REUSED), a warning to acknowledge first (PORTFOLIO_SWITCH_WARNING), a text the document cannot draw (PAYMENT_ORDER_TEXT_UNDRAWABLE) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    operatorFinanceFines: {
        parameters: {
            query?: {
                pageNumber?: number;
                pageSize?: number;
                organizationCode?: string;
                status?: "valid" | "canceled" | "appealed";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            items: {
                                id: string;
                                number: string;
                                amount: string;
                                date: string;
                                /** @enum {string} */
                                status: "valid" | "canceled" | "appealed";
                                /** @enum {string|null} */
                                paymentType: "paid" | "payable" | null;
                                reason: string | null;
                                declarationId: string | null;
                                declarationNumber: string | null;
                                organizationId: string;
                                organizationCode: string;
                                organizationName: string;
                                statusReason: string | null;
                                statusChangedAt: string | null;
                            }[];
                            totalCount: number;
                            pageNumber: number;
                            pageSize: number;
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    operatorFinanceImposeFine: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of the caller's choosing: a retry with the same key and request answers the first answer again */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    organizationCode: string;
                    amount: string;
                    reason: string;
                    /** Format: uuid */
                    declarationId?: string;
                };
            };
        };
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            id: string;
                            number: string;
                            amount: string;
                            date: string;
                            /** @enum {string} */
                            status: "valid" | "canceled" | "appealed";
                            /** @enum {string|null} */
                            paymentType: "paid" | "payable" | null;
                            reason: string | null;
                            declarationId: string | null;
                            declarationNumber: string | null;
                            organizationId: string;
                            organizationCode: string;
                            organizationName: string;
                            statusReason: string | null;
                            statusChangedAt: string | null;
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Conflicts with the current state (already registered, period taken, already processed…) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The body or a file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, SPREADSHEET_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The content type or a file's type is not accepted (UNSUPPORTED_MEDIA_TYPE, FILE_TYPE_NOT_ALLOWED…) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Understood but not done: the Idempotency-Key was used before with another request (IDEMPOTENCY_KEY_REUSED), a warning to acknowledge first (PORTFOLIO_SWITCH_WARNING), a text the document cannot draw (PAYMENT_ORDER_TEXT_UNDRAWABLE) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    operatorFinanceFineCandidates: {
        parameters: {
            query?: {
                pageNumber?: number;
                pageSize?: number;
                organizationCode?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            items: {
                                declarationId: string;
                                declarationNumber: string;
                                organizationId: string;
                                organizationCode: string;
                                organizationName: string;
                                year: number;
                                month: number;
                                dueDate: string;
                                activationDate: string;
                                daysLate: number;
                                suggestedAmount: string;
                                isRepeat: boolean;
                            }[];
                            totalCount: number;
                            pageNumber: number;
                            pageSize: number;
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    operatorFinanceFineStatus: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of the caller's choosing: a retry with the same key and request answers the first answer again */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "valid" | "canceled" | "appealed";
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            id: string;
                            number: string;
                            amount: string;
                            date: string;
                            /** @enum {string} */
                            status: "valid" | "canceled" | "appealed";
                            /** @enum {string|null} */
                            paymentType: "paid" | "payable" | null;
                            reason: string | null;
                            declarationId: string | null;
                            declarationNumber: string | null;
                            organizationId: string;
                            organizationCode: string;
                            organizationName: string;
                            statusReason: string | null;
                            statusChangedAt: string | null;
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Conflicts with the current state (already registered, period taken, already processed…) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The body or a file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, SPREADSHEET_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The content type or a file's type is not accepted (UNSUPPORTED_MEDIA_TYPE, FILE_TYPE_NOT_ALLOWED…) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Understood but not done: the Idempotency-Key was used before with another request (IDEMPOTENCY_KEY_REUSED), a warning to acknowledge first (PORTFOLIO_SWITCH_WARNING), a text the document cannot draw (PAYMENT_ORDER_TEXT_UNDRAWABLE) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    employerFinesList: {
        parameters: {
            query?: {
                pageNumber?: number;
                pageSize?: number;
                status?: "valid" | "canceled" | "appealed";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            items: {
                                id: string;
                                number: string;
                                amount: string;
                                date: string;
                                /** @enum {string} */
                                status: "valid" | "canceled" | "appealed";
                                /** @enum {string|null} */
                                paymentType: "paid" | "payable" | null;
                                reason: string | null;
                                declarationId: string | null;
                                declarationNumber: string | null;
                                stillPayable: string;
                            }[];
                            totalCount: number;
                            pageNumber: number;
                            pageSize: number;
                            sums: {
                                stillPayable: string;
                                payableCount: number;
                            };
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    operatorOrganizations: {
        parameters: {
            query?: {
                pageNumber?: number;
                pageSize?: number;
                query?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            items: {
                                id: string;
                                name: string;
                                code: string;
                                typeId: number;
                                isSelfEmployed: boolean;
                                mobile: string | null;
                                email: string | null;
                            }[];
                            totalCount: number;
                            pageNumber: number;
                            pageSize: number;
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    operatorActOnBehalf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            accessToken: string;
                            refreshToken: string;
                            organization: {
                                id: string;
                                name: string;
                                code: string;
                                typeId: number;
                                isSelfEmployed: boolean;
                                mobile: string | null;
                                email: string | null;
                            };
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    operatorSentLetters: {
        parameters: {
            query?: {
                pageNumber?: number;
                pageSize?: number;
                query?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            items: {
                                _id: string;
                                /** @enum {string} */
                                kind: "letter" | "notification";
                                type: string;
                                subject: string;
                                isObligatory: boolean;
                                sentAt: string;
                                sentBy: string | null;
                                /** @enum {string} */
                                status: "sending" | "sent" | "failed";
                                recipientCount: number;
                                readCount: number;
                                attachmentCount: number;
                            }[];
                            totalCount: number;
                            pageNumber: number;
                            pageSize: number;
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    operatorSendLetter: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @enum {string} */
                    type: "information" | "reminder" | "request" | "warning" | "decision" | "obligatory";
                    subject: string;
                    text: string;
                    subjectEn?: string;
                    textEn?: string;
                    subjectRu?: string;
                    textRu?: string;
                    recipients: string;
                    attachments?: Blob[];
                };
            };
        };
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            _id: string;
                            recipientCount: number;
                        };
                    };
                };
            };
            /** @description Accepted, still under way: the id to ask for its state, in the group's envelope */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            _id: string;
                            /** @enum {string} */
                            status: "sending" | "failed";
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The body or a file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, SPREADSHEET_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The content type or a file's type is not accepted (UNSUPPORTED_MEDIA_TYPE, FILE_TYPE_NOT_ALLOWED…) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    operatorSentNotifications: {
        parameters: {
            query?: {
                pageNumber?: number;
                pageSize?: number;
                query?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            items: {
                                _id: string;
                                /** @enum {string} */
                                kind: "letter" | "notification";
                                type: string;
                                subject: string;
                                isObligatory: boolean;
                                sentAt: string;
                                sentBy: string | null;
                                /** @enum {string} */
                                status: "sending" | "sent" | "failed";
                                recipientCount: number;
                                readCount: number;
                                attachmentCount: number;
                            }[];
                            totalCount: number;
                            pageNumber: number;
                            pageSize: number;
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    operatorSendNotification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @enum {string} */
                    type: "information" | "reminder" | "request" | "warning" | "decision" | "obligatory";
                    subject: string;
                    text: string;
                    subjectEn?: string;
                    textEn?: string;
                    subjectRu?: string;
                    textRu?: string;
                    recipients: string;
                    isObligatory?: boolean | ("0" | "1" | "true" | "false");
                    attachments?: Blob[];
                };
            };
        };
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            _id: string;
                            recipientCount: number;
                        };
                    };
                };
            };
            /** @description Accepted, still under way: the id to ask for its state, in the group's envelope */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            _id: string;
                            /** @enum {string} */
                            status: "sending" | "failed";
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The body or a file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, SPREADSHEET_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The content type or a file's type is not accepted (UNSUPPORTED_MEDIA_TYPE, FILE_TYPE_NOT_ALLOWED…) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    operatorResendLetter: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            _id: string;
                            recipientCount: number;
                        };
                    };
                };
            };
            /** @description Accepted, still under way: the id to ask for its state, in the group's envelope */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            _id: string;
                            /** @enum {string} */
                            status: "sending" | "failed";
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Conflicts with the current state (already registered, period taken, already processed…) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    operatorResendNotification: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            _id: string;
                            recipientCount: number;
                        };
                    };
                };
            };
            /** @description Accepted, still under way: the id to ask for its state, in the group's envelope */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            _id: string;
                            /** @enum {string} */
                            status: "sending" | "failed";
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Conflicts with the current state (already registered, period taken, already processed…) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    operatorSentLetter: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            _id: string;
                            /** @enum {string} */
                            kind: "letter" | "notification";
                            type: string;
                            subject: string;
                            isObligatory: boolean;
                            sentAt: string;
                            sentBy: string | null;
                            /** @enum {string} */
                            status: "sending" | "sent" | "failed";
                            recipientCount: number;
                            readCount: number;
                            attachmentCount: number;
                            text: string;
                            subjectEn: string | null;
                            textEn: string | null;
                            subjectRu: string | null;
                            textRu: string | null;
                            attachments: {
                                attachmentId: string;
                                name: string;
                                /** @enum {string} */
                                type: "pdf" | "djvu" | "excel" | "word" | "txt" | "image" | "archive";
                                size: number;
                            }[];
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    operatorSentNotification: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            _id: string;
                            /** @enum {string} */
                            kind: "letter" | "notification";
                            type: string;
                            subject: string;
                            isObligatory: boolean;
                            sentAt: string;
                            sentBy: string | null;
                            /** @enum {string} */
                            status: "sending" | "sent" | "failed";
                            recipientCount: number;
                            readCount: number;
                            attachmentCount: number;
                            text: string;
                            subjectEn: string | null;
                            textEn: string | null;
                            subjectRu: string | null;
                            textRu: string | null;
                            attachments: {
                                attachmentId: string;
                                name: string;
                                /** @enum {string} */
                                type: "pdf" | "djvu" | "excel" | "word" | "txt" | "image" | "archive";
                                size: number;
                            }[];
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    operatorLetterRecipients: {
        parameters: {
            query?: {
                pageNumber?: number;
                pageSize?: number;
                isRead?: boolean | ("0" | "1" | "true" | "false");
                query?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            items: {
                                organizationId: string;
                                organizationCode: string;
                                organizationName: string;
                                receiveDate: string;
                                readDate: string | null;
                                isRead: boolean;
                            }[];
                            totalCount: number;
                            pageNumber: number;
                            pageSize: number;
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    operatorNotificationRecipients: {
        parameters: {
            query?: {
                pageNumber?: number;
                pageSize?: number;
                isRead?: boolean | ("0" | "1" | "true" | "false");
                query?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            items: {
                                organizationId: string;
                                organizationCode: string;
                                organizationName: string;
                                receiveDate: string;
                                readDate: string | null;
                                isRead: boolean;
                            }[];
                            totalCount: number;
                            pageNumber: number;
                            pageSize: number;
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    operatorLetterAttachment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                attachmentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file; Content-Disposition gives its name */
            200: {
                headers: {
                    /** @description attachment; filename="…" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": Blob;
                    "image/vnd.djvu": Blob;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                    "application/vnd.ms-excel": Blob;
                    "text/csv; charset=utf-8": Blob;
                    "application/vnd.openxmlformats-officedocument.wordprocessingml.document": Blob;
                    "application/msword": Blob;
                    "application/rtf": Blob;
                    "text/plain; charset=utf-8": Blob;
                    "image/png": Blob;
                    "image/jpeg": Blob;
                    "image/gif": Blob;
                    "image/webp": Blob;
                    "image/tiff": Blob;
                    "image/bmp": Blob;
                    "application/zip": Blob;
                    "application/vnd.rar": Blob;
                    "application/x-7z-compressed": Blob;
                    "application/gzip": Blob;
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    operatorNotificationAttachment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                attachmentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file; Content-Disposition gives its name */
            200: {
                headers: {
                    /** @description attachment; filename="…" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": Blob;
                    "image/vnd.djvu": Blob;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                    "application/vnd.ms-excel": Blob;
                    "text/csv; charset=utf-8": Blob;
                    "application/vnd.openxmlformats-officedocument.wordprocessingml.document": Blob;
                    "application/msword": Blob;
                    "application/rtf": Blob;
                    "text/plain; charset=utf-8": Blob;
                    "image/png": Blob;
                    "image/jpeg": Blob;
                    "image/gif": Blob;
                    "image/webp": Blob;
                    "image/tiff": Blob;
                    "image/bmp": Blob;
                    "application/zip": Blob;
                    "application/vnd.rar": Blob;
                    "application/x-7z-compressed": Blob;
                    "application/gzip": Blob;
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    operatorAuditLog: {
        parameters: {
            query?: {
                pageNumber?: number;
                pageSize?: number;
                from?: string;
                to?: string;
                organizationCode?: string;
                organizationId?: string;
                operatorId?: string;
                correlationId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            items: {
                                id: string;
                                at: string;
                                correlationId: string;
                                userId: string | null;
                                username: string | null;
                                operatorId: string | null;
                                operatorUsername: string | null;
                                organizationId: string | null;
                                organizationCode: string | null;
                                organizationName: string | null;
                                onBehalf: boolean;
                                method: string;
                                route: string;
                                targetId: string | null;
                                status: number;
                                operation: string | null;
                                /** @enum {string} */
                                outcome: "ok" | "refused" | "failed";
                                reasonCode: string | null;
                                account: string | null;
                                ip: string | null;
                                durationMs: number | null;
                            }[];
                            totalCount: number;
                            pageNumber: number;
                            pageSize: number;
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    operatorOperators: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            id: string;
                            username: string;
                            firstName: string | null;
                            lastName: string | null;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    operatorNameChanges: {
        parameters: {
            query?: {
                pageNumber?: number;
                pageSize?: number;
                organizationCode?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            items: {
                                detailId: string;
                                organizationId: string;
                                organizationName: string;
                                organizationCode: string;
                                declarationId: string;
                                declarationNumber: string;
                                year: number;
                                month: number;
                                personalNumber: string;
                                nameOnRecord: string;
                                firstName: string;
                                lastName: string;
                                reason: string;
                                confirmedAt: string;
                            }[];
                            totalCount: number;
                            pageNumber: number;
                            pageSize: number;
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    refundFilter: {
        parameters: {
            query?: {
                pageNumber?: number;
                pageSize?: number;
                accountNumber?: string;
                status?: "new" | "approved" | "rejected";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            items: {
                                id: string;
                                number: string;
                                date: string;
                                amount: string;
                                accountId: string;
                                accountNumber: string;
                                bankCode: string;
                                bankDetails: string;
                                /** @enum {string} */
                                status: "new" | "approved" | "rejected";
                                decisionReason: string | null;
                                decidedAt: string | null;
                                paidOn: string | null;
                                updatedAt: string;
                                documents: {
                                    id: string;
                                    /** @enum {string} */
                                    docType: "application" | "bank_certificate" | "payment_order" | "other";
                                    name: string;
                                    contentType: string;
                                    size: number;
                                    createdAt: string;
                                }[];
                            }[];
                            totalCount: number;
                            pageNumber: number;
                            pageSize: number;
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    refundAccountNumbers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: string[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    refundStatuses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            code: string;
                            nameKa: string;
                            nameEn: string;
                            nameRu: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    refundById: {
        parameters: {
            query: {
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            id: string;
                            number: string;
                            date: string;
                            amount: string;
                            accountId: string;
                            accountNumber: string;
                            bankCode: string;
                            bankDetails: string;
                            /** @enum {string} */
                            status: "new" | "approved" | "rejected";
                            decisionReason: string | null;
                            decidedAt: string | null;
                            paidOn: string | null;
                            updatedAt: string;
                            documents: {
                                id: string;
                                /** @enum {string} */
                                docType: "application" | "bank_certificate" | "payment_order" | "other";
                                name: string;
                                contentType: string;
                                size: number;
                                createdAt: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    refundDocTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            code: string;
                            nameKa: string;
                            nameEn: string;
                            nameRu: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    refundCreate: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of the caller's choosing: a retry with the same key and request answers the first answer again */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    amount: string;
                    accountNumber: string;
                    bankDetails: string;
                    documentTypes?: string;
                    documents?: Blob[];
                };
            };
        };
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            id: string;
                            number: string;
                            date: string;
                            amount: string;
                            accountId: string;
                            accountNumber: string;
                            bankCode: string;
                            bankDetails: string;
                            /** @enum {string} */
                            status: "new" | "approved" | "rejected";
                            decisionReason: string | null;
                            decidedAt: string | null;
                            paidOn: string | null;
                            updatedAt: string;
                            documents: {
                                id: string;
                                /** @enum {string} */
                                docType: "application" | "bank_certificate" | "payment_order" | "other";
                                name: string;
                                contentType: string;
                                size: number;
                                createdAt: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Conflicts with the current state (already registered, period taken, already processed…) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The body or a file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, SPREADSHEET_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The content type or a file's type is not accepted (UNSUPPORTED_MEDIA_TYPE, FILE_TYPE_NOT_ALLOWED…) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Understood but not done: the Idempotency-Key was used before with another request (IDEMPOTENCY_KEY_REUSED), a warning to acknowledge first (PORTFOLIO_SWITCH_WARNING), a text the document cannot draw (PAYMENT_ORDER_TEXT_UNDRAWABLE) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    refundRemove: {
        parameters: {
            query: {
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            id: string;
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Conflicts with the current state (already registered, period taken, already processed…) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    refundUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    amount: string;
                    accountNumber: string;
                    bankDetails: string;
                    documentTypes?: string;
                    /** Format: uuid */
                    id: string;
                    removeDocumentIds?: string;
                    documents?: Blob[];
                };
            };
        };
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            id: string;
                            number: string;
                            date: string;
                            amount: string;
                            accountId: string;
                            accountNumber: string;
                            bankCode: string;
                            bankDetails: string;
                            /** @enum {string} */
                            status: "new" | "approved" | "rejected";
                            decisionReason: string | null;
                            decidedAt: string | null;
                            paidOn: string | null;
                            updatedAt: string;
                            documents: {
                                id: string;
                                /** @enum {string} */
                                docType: "application" | "bank_certificate" | "payment_order" | "other";
                                name: string;
                                contentType: string;
                                size: number;
                                createdAt: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Conflicts with the current state (already registered, period taken, already processed…) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The body or a file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, SPREADSHEET_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The content type or a file's type is not accepted (UNSUPPORTED_MEDIA_TYPE, FILE_TYPE_NOT_ALLOWED…) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    refundDownloadDoc: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    refundId: string;
                    /** Format: uuid */
                    documentId: string;
                };
            };
        };
        responses: {
            /** @description The file; Content-Disposition gives its name */
            200: {
                headers: {
                    /** @description attachment; filename="…" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": Blob;
                    "image/vnd.djvu": Blob;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                    "application/vnd.ms-excel": Blob;
                    "text/csv; charset=utf-8": Blob;
                    "application/vnd.openxmlformats-officedocument.wordprocessingml.document": Blob;
                    "application/msword": Blob;
                    "application/rtf": Blob;
                    "text/plain; charset=utf-8": Blob;
                    "image/png": Blob;
                    "image/jpeg": Blob;
                    "image/gif": Blob;
                    "image/webp": Blob;
                    "image/tiff": Blob;
                    "image/bmp": Blob;
                    "application/zip": Blob;
                    "application/vnd.rar": Blob;
                    "application/x-7z-compressed": Blob;
                    "application/gzip": Blob;
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The body or a file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, SPREADSHEET_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The content type or a file's type is not accepted (UNSUPPORTED_MEDIA_TYPE, FILE_TYPE_NOT_ALLOWED…) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    operatorRefundList: {
        parameters: {
            query?: {
                pageNumber?: number;
                pageSize?: number;
                status?: "new" | "approved" | "rejected";
                organizationCode?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            items: {
                                id: string;
                                number: string;
                                date: string;
                                amount: string;
                                accountId: string;
                                accountNumber: string;
                                bankCode: string;
                                bankDetails: string;
                                /** @enum {string} */
                                status: "new" | "approved" | "rejected";
                                decisionReason: string | null;
                                decidedAt: string | null;
                                paidOn: string | null;
                                updatedAt: string;
                                documents: {
                                    id: string;
                                    /** @enum {string} */
                                    docType: "application" | "bank_certificate" | "payment_order" | "other";
                                    name: string;
                                    contentType: string;
                                    size: number;
                                    createdAt: string;
                                }[];
                                organizationId: string;
                                organizationCode: string;
                                organizationName: string;
                            }[];
                            totalCount: number;
                            pageNumber: number;
                            pageSize: number;
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    operatorRefundDecision: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of the caller's choosing: a retry with the same key and request answers the first answer again */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    decision: "approve" | "reject";
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            id: string;
                            number: string;
                            date: string;
                            amount: string;
                            accountId: string;
                            accountNumber: string;
                            bankCode: string;
                            bankDetails: string;
                            /** @enum {string} */
                            status: "new" | "approved" | "rejected";
                            decisionReason: string | null;
                            decidedAt: string | null;
                            paidOn: string | null;
                            updatedAt: string;
                            documents: {
                                id: string;
                                /** @enum {string} */
                                docType: "application" | "bank_certificate" | "payment_order" | "other";
                                name: string;
                                contentType: string;
                                size: number;
                                createdAt: string;
                            }[];
                            organizationId: string;
                            organizationCode: string;
                            organizationName: string;
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Conflicts with the current state (already registered, period taken, already processed…) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The body or a file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, SPREADSHEET_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The content type or a file's type is not accepted (UNSUPPORTED_MEDIA_TYPE, FILE_TYPE_NOT_ALLOWED…) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Understood but not done: the Idempotency-Key was used before with another request (IDEMPOTENCY_KEY_REUSED), a warning to acknowledge first (PORTFOLIO_SWITCH_WARNING), a text the document cannot draw (PAYMENT_ORDER_TEXT_UNDRAWABLE) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    operatorRefundDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                documentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file; Content-Disposition gives its name */
            200: {
                headers: {
                    /** @description attachment; filename="…" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": Blob;
                    "image/vnd.djvu": Blob;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                    "application/vnd.ms-excel": Blob;
                    "text/csv; charset=utf-8": Blob;
                    "application/vnd.openxmlformats-officedocument.wordprocessingml.document": Blob;
                    "application/msword": Blob;
                    "application/rtf": Blob;
                    "text/plain; charset=utf-8": Blob;
                    "image/png": Blob;
                    "image/jpeg": Blob;
                    "image/gif": Blob;
                    "image/webp": Blob;
                    "image/tiff": Blob;
                    "image/bmp": Blob;
                    "application/zip": Blob;
                    "application/vnd.rar": Blob;
                    "application/x-7z-compressed": Blob;
                    "application/gzip": Blob;
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    optOutCheck: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            personalNumber: string;
                            firstName: string | null;
                            lastName: string | null;
                            canCreate: boolean;
                            /** @enum {string|null} */
                            refusal: "INVALID_CREDENTIALS" | "OTP_REQUIRED" | "OTP_INVALID" | "OTP_ENROLMENT_REQUIRED" | "TOO_MANY_ATTEMPTS" | "TOO_MANY_FAILED_ATTEMPTS" | "UNAUTHORIZED" | "SESSION_EXPIRED" | "REFRESH_FAILED" | "HANDOVER_INVALID" | "FORBIDDEN" | "ROLE_FORBIDDEN" | "ACCOUNT_DISABLED" | "NOT_FOUND" | "RECORD_NOT_FOUND" | "EXPORT_EXPIRED" | "EXPORT_FAILED" | "USER_NOT_FOUND" | "VALIDATION_FAILED" | "FILL_CORRECT_FIELDS" | "OLD_PASSWORD_WRONG" | "PASSWORD_CANNOT_CHANGE" | "EMPLOYER_ALREADY_REGISTERED" | "USERNAME_TAKEN" | "ANSWERS_INVALID" | "DATA_NOT_CHANGED" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "MULTIPART_MALFORMED" | "SERVICE_UNAVAILABLE" | "CONFLICT" | "PRECONDITION_FAILED" | "FILE_TOO_LARGE" | "FILE_EMPTY" | "FILE_TYPE_NOT_ALLOWED" | "FILE_CONTENT_MISMATCH" | "TOO_MANY_FILES" | "GEORGIAN_TEXT_REQUIRED" | "RECIPIENTS_REQUIRED" | "UNKNOWN_RECIPIENTS" | "READ_BY_ORGANIZATION_ONLY" | "DECLARATION_NOT_AVAILABLE" | "DECLARATION_ALREADY_PROCESSED" | "DECLARATION_PROCESSING" | "DECLARATION_HAS_ERRORS" | "DECLARATION_EMPTY" | "DECLARATION_NOT_OPEN" | "DECLARATION_PERIOD_TAKEN" | "PERSONAL_NUMBER_REPEATED" | "EMPLOYEE_ALREADY_REGISTERED" | "ACCOUNT_BANK_MISMATCH" | "ACCOUNT_ALREADY_ADDED" | "ACCOUNT_IN_USE" | "BANK_CODE_TAKEN" | "IDEMPOTENCY_KEY_REUSED" | "IDEMPOTENCY_IN_PROGRESS" | "SPREADSHEET_REQUIRED" | "SPREADSHEET_TOO_LARGE" | "SPREADSHEET_NOT_XLSX" | "SPREADSHEET_UNSAFE" | "SPREADSHEET_UNREADABLE" | "SPREADSHEET_WRONG_COLUMNS" | "SPREADSHEET_EMPTY" | "SPREADSHEET_TOO_MANY_ROWS" | "SPREADSHEET_MISMATCH" | "UPLOAD_IN_PROGRESS" | "UPLOADS_BUSY" | "FINE_ALREADY_IMPOSED" | "FINE_STATUS_NOT_ALLOWED" | "REFUND_ABOVE_BALANCE" | "REFUND_INSUFFICIENT_BALANCE" | "REFUND_ALREADY_DECIDED" | "OPTOUT_NOT_EMPLOYEE" | "OPTOUT_ALREADY_WITHDRAWN" | "OPTOUT_ALREADY_REQUESTED" | "OPTOUT_MANDATORY_PARTICIPANT" | "OPTOUT_NOT_PARTICIPANT" | "OPTOUT_NOT_JOINED" | "OPTOUT_BEFORE_WINDOW" | "OPTOUT_AFTER_WINDOW" | "OPTOUT_ALREADY_DECIDED" | "OPTOUT_PROCESSING_RUNNING" | "STATEMENT_FILE_REQUIRED" | "STATEMENT_TOO_LARGE" | "STATEMENT_FORMAT_UNKNOWN" | "STATEMENT_XML_MALFORMED" | "STATEMENT_XML_UNSAFE" | "STATEMENT_XML_TOO_DEEP" | "STATEMENT_XML_TOO_MANY_ELEMENTS" | "STATEMENT_XML_TOO_MANY_ATTRIBUTES" | "STATEMENT_AMOUNT_INVALID" | "STATEMENT_CURRENCY_NOT_GEL" | "STATEMENT_ENTRY_INCOMPLETE" | "STATEMENT_CSV_MALFORMED" | "STATEMENT_TOO_MANY_ENTRIES" | "STATEMENT_BATCH_SUM" | "STATEMENT_BALANCE_MISMATCH" | "STATEMENT_ACCOUNT_NOT_AGENCY" | "STATEMENT_ACCOUNT_INVALID" | "STATEMENT_EMPTY" | "STATEMENT_ENTRY_ALREADY_MATCHED" | "SEND_NOT_FAILED" | "STATEMENT_ENTRY_MATCH_CHANGED" | "STATEMENT_ENTRY_ALREADY_RETURNED" | "NOTHING_OWED" | "PAYMENT_ORDER_TEXT_UNDRAWABLE" | "REVERSAL_NOT_AVAILABLE" | "REVERSAL_NOT_FILED" | "REVERSAL_ALREADY_OPEN" | "REVERSAL_COMPLETED" | "REVERSAL_EMPTY" | "REVERSAL_FILE_ROWS_INVALID" | "ANNUAL_NOT_AVAILABLE" | "ANNUAL_YEAR_EXISTS" | "ANNUAL_CLOSED" | "ANNUAL_EMPTY" | "UNIT_PRICE_MISSING" | "PORTFOLIO_PRICE_MISSING" | "PORTFOLIO_SWITCH_SAME" | "PORTFOLIO_SWITCH_PENDING" | "PORTFOLIO_SWITCH_WARNING" | "PORTFOLIO_SWITCH_NOT_PENDING" | "PORTFOLIO_REPORT_INVALID" | "PORTFOLIO_REPORT_FILE_FORMAT" | "PORTFOLIO_REPORT_CSV_MALFORMED" | "PORTFOLIO_REPORT_FILE_TOO_LARGE" | "UNIT_PRICES_FILE_INVALID" | "REVENUE_FILE_REQUIRED" | "REVENUE_FILE_TOO_LARGE" | "REVENUE_FILE_FORMAT" | "REVENUE_FILE_EMPTY" | "REVENUE_TOO_MANY_ROWS" | "REVENUE_COLUMNS_WRONG" | "REVENUE_CSV_MALFORMED" | "REVENUE_ORGANIZATION_UNKNOWN" | "REVENUE_PERIOD_INVALID" | "REVENUE_PERSONAL_NUMBER_INVALID" | "REVENUE_LAST_NAME_INVALID" | "REVENUE_AMOUNT_INVALID" | "REVENUE_COMMENT_NOT_DIFFERENCE" | "REVENUE_COMMENTS_WORKBOOK_WRONG" | "REVENUE_COMMENTS_WORKBOOK_EMPTY" | "INTERNAL" | null;
                            message: string | null;
                            window: {
                                opens: string;
                                closes: string;
                            } | null;
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    optOutCheckList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    personalNumbers: string[];
                };
            };
        };
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            personalNumber: string;
                            firstName: string | null;
                            lastName: string | null;
                            canCreate: boolean;
                            /** @enum {string|null} */
                            refusal: "INVALID_CREDENTIALS" | "OTP_REQUIRED" | "OTP_INVALID" | "OTP_ENROLMENT_REQUIRED" | "TOO_MANY_ATTEMPTS" | "TOO_MANY_FAILED_ATTEMPTS" | "UNAUTHORIZED" | "SESSION_EXPIRED" | "REFRESH_FAILED" | "HANDOVER_INVALID" | "FORBIDDEN" | "ROLE_FORBIDDEN" | "ACCOUNT_DISABLED" | "NOT_FOUND" | "RECORD_NOT_FOUND" | "EXPORT_EXPIRED" | "EXPORT_FAILED" | "USER_NOT_FOUND" | "VALIDATION_FAILED" | "FILL_CORRECT_FIELDS" | "OLD_PASSWORD_WRONG" | "PASSWORD_CANNOT_CHANGE" | "EMPLOYER_ALREADY_REGISTERED" | "USERNAME_TAKEN" | "ANSWERS_INVALID" | "DATA_NOT_CHANGED" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "MULTIPART_MALFORMED" | "SERVICE_UNAVAILABLE" | "CONFLICT" | "PRECONDITION_FAILED" | "FILE_TOO_LARGE" | "FILE_EMPTY" | "FILE_TYPE_NOT_ALLOWED" | "FILE_CONTENT_MISMATCH" | "TOO_MANY_FILES" | "GEORGIAN_TEXT_REQUIRED" | "RECIPIENTS_REQUIRED" | "UNKNOWN_RECIPIENTS" | "READ_BY_ORGANIZATION_ONLY" | "DECLARATION_NOT_AVAILABLE" | "DECLARATION_ALREADY_PROCESSED" | "DECLARATION_PROCESSING" | "DECLARATION_HAS_ERRORS" | "DECLARATION_EMPTY" | "DECLARATION_NOT_OPEN" | "DECLARATION_PERIOD_TAKEN" | "PERSONAL_NUMBER_REPEATED" | "EMPLOYEE_ALREADY_REGISTERED" | "ACCOUNT_BANK_MISMATCH" | "ACCOUNT_ALREADY_ADDED" | "ACCOUNT_IN_USE" | "BANK_CODE_TAKEN" | "IDEMPOTENCY_KEY_REUSED" | "IDEMPOTENCY_IN_PROGRESS" | "SPREADSHEET_REQUIRED" | "SPREADSHEET_TOO_LARGE" | "SPREADSHEET_NOT_XLSX" | "SPREADSHEET_UNSAFE" | "SPREADSHEET_UNREADABLE" | "SPREADSHEET_WRONG_COLUMNS" | "SPREADSHEET_EMPTY" | "SPREADSHEET_TOO_MANY_ROWS" | "SPREADSHEET_MISMATCH" | "UPLOAD_IN_PROGRESS" | "UPLOADS_BUSY" | "FINE_ALREADY_IMPOSED" | "FINE_STATUS_NOT_ALLOWED" | "REFUND_ABOVE_BALANCE" | "REFUND_INSUFFICIENT_BALANCE" | "REFUND_ALREADY_DECIDED" | "OPTOUT_NOT_EMPLOYEE" | "OPTOUT_ALREADY_WITHDRAWN" | "OPTOUT_ALREADY_REQUESTED" | "OPTOUT_MANDATORY_PARTICIPANT" | "OPTOUT_NOT_PARTICIPANT" | "OPTOUT_NOT_JOINED" | "OPTOUT_BEFORE_WINDOW" | "OPTOUT_AFTER_WINDOW" | "OPTOUT_ALREADY_DECIDED" | "OPTOUT_PROCESSING_RUNNING" | "STATEMENT_FILE_REQUIRED" | "STATEMENT_TOO_LARGE" | "STATEMENT_FORMAT_UNKNOWN" | "STATEMENT_XML_MALFORMED" | "STATEMENT_XML_UNSAFE" | "STATEMENT_XML_TOO_DEEP" | "STATEMENT_XML_TOO_MANY_ELEMENTS" | "STATEMENT_XML_TOO_MANY_ATTRIBUTES" | "STATEMENT_AMOUNT_INVALID" | "STATEMENT_CURRENCY_NOT_GEL" | "STATEMENT_ENTRY_INCOMPLETE" | "STATEMENT_CSV_MALFORMED" | "STATEMENT_TOO_MANY_ENTRIES" | "STATEMENT_BATCH_SUM" | "STATEMENT_BALANCE_MISMATCH" | "STATEMENT_ACCOUNT_NOT_AGENCY" | "STATEMENT_ACCOUNT_INVALID" | "STATEMENT_EMPTY" | "STATEMENT_ENTRY_ALREADY_MATCHED" | "SEND_NOT_FAILED" | "STATEMENT_ENTRY_MATCH_CHANGED" | "STATEMENT_ENTRY_ALREADY_RETURNED" | "NOTHING_OWED" | "PAYMENT_ORDER_TEXT_UNDRAWABLE" | "REVERSAL_NOT_AVAILABLE" | "REVERSAL_NOT_FILED" | "REVERSAL_ALREADY_OPEN" | "REVERSAL_COMPLETED" | "REVERSAL_EMPTY" | "REVERSAL_FILE_ROWS_INVALID" | "ANNUAL_NOT_AVAILABLE" | "ANNUAL_YEAR_EXISTS" | "ANNUAL_CLOSED" | "ANNUAL_EMPTY" | "UNIT_PRICE_MISSING" | "PORTFOLIO_PRICE_MISSING" | "PORTFOLIO_SWITCH_SAME" | "PORTFOLIO_SWITCH_PENDING" | "PORTFOLIO_SWITCH_WARNING" | "PORTFOLIO_SWITCH_NOT_PENDING" | "PORTFOLIO_REPORT_INVALID" | "PORTFOLIO_REPORT_FILE_FORMAT" | "PORTFOLIO_REPORT_CSV_MALFORMED" | "PORTFOLIO_REPORT_FILE_TOO_LARGE" | "UNIT_PRICES_FILE_INVALID" | "REVENUE_FILE_REQUIRED" | "REVENUE_FILE_TOO_LARGE" | "REVENUE_FILE_FORMAT" | "REVENUE_FILE_EMPTY" | "REVENUE_TOO_MANY_ROWS" | "REVENUE_COLUMNS_WRONG" | "REVENUE_CSV_MALFORMED" | "REVENUE_ORGANIZATION_UNKNOWN" | "REVENUE_PERIOD_INVALID" | "REVENUE_PERSONAL_NUMBER_INVALID" | "REVENUE_LAST_NAME_INVALID" | "REVENUE_AMOUNT_INVALID" | "REVENUE_COMMENT_NOT_DIFFERENCE" | "REVENUE_COMMENTS_WORKBOOK_WRONG" | "REVENUE_COMMENTS_WORKBOOK_EMPTY" | "INTERNAL" | null;
                            message: string | null;
                            window: {
                                opens: string;
                                closes: string;
                            } | null;
                        }[];
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The body or a file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, SPREADSHEET_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The content type or a file's type is not accepted (UNSUPPORTED_MEDIA_TYPE, FILE_TYPE_NOT_ALLOWED…) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    optOutList: {
        parameters: {
            query?: {
                pageNumber?: number;
                pageSize?: number;
                status?: "new" | "satisfied" | "rejected";
                personalNumber?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            items: {
                                id: string;
                                number: string;
                                date: string;
                                /** @enum {string} */
                                status: "new" | "satisfied" | "rejected";
                                statusDate: string;
                                personalNumber: string;
                                firstName: string;
                                lastName: string;
                                birthDate: string;
                                joined: string;
                                window: {
                                    opens: string;
                                    closes: string;
                                };
                                comment: string | null;
                                decisionReason: string | null;
                                decidedAt: string | null;
                                returnedToOrganization: string | null;
                                updatedAt: string;
                                documents: {
                                    id: string;
                                    /** @enum {string} */
                                    docType: "employee_request" | "identity_document" | "other";
                                    name: string;
                                    contentType: string;
                                    size: number;
                                    createdAt: string;
                                }[];
                            }[];
                            totalCount: number;
                            pageNumber: number;
                            pageSize: number;
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    optOutStatuses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            code: string;
                            nameKa: string;
                            nameEn: string;
                            nameRu: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    optOutById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                requestId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            id: string;
                            number: string;
                            date: string;
                            /** @enum {string} */
                            status: "new" | "satisfied" | "rejected";
                            statusDate: string;
                            personalNumber: string;
                            firstName: string;
                            lastName: string;
                            birthDate: string;
                            joined: string;
                            window: {
                                opens: string;
                                closes: string;
                            };
                            comment: string | null;
                            decisionReason: string | null;
                            decidedAt: string | null;
                            returnedToOrganization: string | null;
                            updatedAt: string;
                            documents: {
                                id: string;
                                /** @enum {string} */
                                docType: "employee_request" | "identity_document" | "other";
                                name: string;
                                contentType: string;
                                size: number;
                                createdAt: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    optOutDocTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            code: string;
                            nameKa: string;
                            nameEn: string;
                            nameRu: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    optOutCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    personalNumber: string;
                    comment?: string;
                    documentTypes?: string;
                    documents?: Blob[];
                };
            };
        };
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            id: string;
                            number: string;
                            date: string;
                            /** @enum {string} */
                            status: "new" | "satisfied" | "rejected";
                            statusDate: string;
                            personalNumber: string;
                            firstName: string;
                            lastName: string;
                            birthDate: string;
                            joined: string;
                            window: {
                                opens: string;
                                closes: string;
                            };
                            comment: string | null;
                            decisionReason: string | null;
                            decidedAt: string | null;
                            returnedToOrganization: string | null;
                            updatedAt: string;
                            documents: {
                                id: string;
                                /** @enum {string} */
                                docType: "employee_request" | "identity_document" | "other";
                                name: string;
                                contentType: string;
                                size: number;
                                createdAt: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Conflicts with the current state (already registered, period taken, already processed…) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The body or a file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, SPREADSHEET_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The content type or a file's type is not accepted (UNSUPPORTED_MEDIA_TYPE, FILE_TYPE_NOT_ALLOWED…) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    optOutUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: uuid */
                    id: string;
                    comment?: string;
                    documentTypes?: string;
                    removeDocumentIds?: string;
                    documents?: Blob[];
                };
            };
        };
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            id: string;
                            number: string;
                            date: string;
                            /** @enum {string} */
                            status: "new" | "satisfied" | "rejected";
                            statusDate: string;
                            personalNumber: string;
                            firstName: string;
                            lastName: string;
                            birthDate: string;
                            joined: string;
                            window: {
                                opens: string;
                                closes: string;
                            };
                            comment: string | null;
                            decisionReason: string | null;
                            decidedAt: string | null;
                            returnedToOrganization: string | null;
                            updatedAt: string;
                            documents: {
                                id: string;
                                /** @enum {string} */
                                docType: "employee_request" | "identity_document" | "other";
                                name: string;
                                contentType: string;
                                size: number;
                                createdAt: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Conflicts with the current state (already registered, period taken, already processed…) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The body or a file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, SPREADSHEET_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The content type or a file's type is not accepted (UNSUPPORTED_MEDIA_TYPE, FILE_TYPE_NOT_ALLOWED…) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    optOutUploadDoc: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: uuid */
                    requestId: string;
                    documentTypes?: string;
                    documents?: Blob[];
                };
            };
        };
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            id: string;
                            number: string;
                            date: string;
                            /** @enum {string} */
                            status: "new" | "satisfied" | "rejected";
                            statusDate: string;
                            personalNumber: string;
                            firstName: string;
                            lastName: string;
                            birthDate: string;
                            joined: string;
                            window: {
                                opens: string;
                                closes: string;
                            };
                            comment: string | null;
                            decisionReason: string | null;
                            decidedAt: string | null;
                            returnedToOrganization: string | null;
                            updatedAt: string;
                            documents: {
                                id: string;
                                /** @enum {string} */
                                docType: "employee_request" | "identity_document" | "other";
                                name: string;
                                contentType: string;
                                size: number;
                                createdAt: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Conflicts with the current state (already registered, period taken, already processed…) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The body or a file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, SPREADSHEET_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The content type or a file's type is not accepted (UNSUPPORTED_MEDIA_TYPE, FILE_TYPE_NOT_ALLOWED…) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    optOutRemoveDoc: {
        parameters: {
            query: {
                requestId: string;
                documentId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            id: string;
                            number: string;
                            date: string;
                            /** @enum {string} */
                            status: "new" | "satisfied" | "rejected";
                            statusDate: string;
                            personalNumber: string;
                            firstName: string;
                            lastName: string;
                            birthDate: string;
                            joined: string;
                            window: {
                                opens: string;
                                closes: string;
                            };
                            comment: string | null;
                            decisionReason: string | null;
                            decidedAt: string | null;
                            returnedToOrganization: string | null;
                            updatedAt: string;
                            documents: {
                                id: string;
                                /** @enum {string} */
                                docType: "employee_request" | "identity_document" | "other";
                                name: string;
                                contentType: string;
                                size: number;
                                createdAt: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Conflicts with the current state (already registered, period taken, already processed…) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    optOutRemove: {
        parameters: {
            query: {
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            id: string;
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Conflicts with the current state (already registered, period taken, already processed…) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    optOutDownloadDoc: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    requestId: string;
                    /** Format: uuid */
                    documentId: string;
                };
            };
        };
        responses: {
            /** @description The file; Content-Disposition gives its name */
            200: {
                headers: {
                    /** @description attachment; filename="…" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": Blob;
                    "image/vnd.djvu": Blob;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                    "application/vnd.ms-excel": Blob;
                    "text/csv; charset=utf-8": Blob;
                    "application/vnd.openxmlformats-officedocument.wordprocessingml.document": Blob;
                    "application/msword": Blob;
                    "application/rtf": Blob;
                    "text/plain; charset=utf-8": Blob;
                    "image/png": Blob;
                    "image/jpeg": Blob;
                    "image/gif": Blob;
                    "image/webp": Blob;
                    "image/tiff": Blob;
                    "image/bmp": Blob;
                    "application/zip": Blob;
                    "application/vnd.rar": Blob;
                    "application/x-7z-compressed": Blob;
                    "application/gzip": Blob;
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The body or a file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, SPREADSHEET_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The content type or a file's type is not accepted (UNSUPPORTED_MEDIA_TYPE, FILE_TYPE_NOT_ALLOWED…) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    operatorOptOutList: {
        parameters: {
            query?: {
                pageNumber?: number;
                pageSize?: number;
                status?: "new" | "satisfied" | "rejected";
                organizationCode?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            items: {
                                id: string;
                                number: string;
                                date: string;
                                /** @enum {string} */
                                status: "new" | "satisfied" | "rejected";
                                statusDate: string;
                                personalNumber: string;
                                firstName: string;
                                lastName: string;
                                birthDate: string;
                                joined: string;
                                window: {
                                    opens: string;
                                    closes: string;
                                };
                                comment: string | null;
                                decisionReason: string | null;
                                decidedAt: string | null;
                                returnedToOrganization: string | null;
                                updatedAt: string;
                                documents: {
                                    id: string;
                                    /** @enum {string} */
                                    docType: "employee_request" | "identity_document" | "other";
                                    name: string;
                                    contentType: string;
                                    size: number;
                                    createdAt: string;
                                }[];
                                organizationId: string;
                                organizationCode: string;
                                organizationName: string;
                                returned: {
                                    employee: string;
                                    organization: string;
                                    state: string;
                                    organizations: {
                                        organizationCode: string;
                                        organizationName: string;
                                        amount: string;
                                    }[];
                                } | null;
                            }[];
                            totalCount: number;
                            pageNumber: number;
                            pageSize: number;
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    operatorOptOutDecision: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    decision: "satisfy" | "reject";
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            id: string;
                            number: string;
                            date: string;
                            /** @enum {string} */
                            status: "new" | "satisfied" | "rejected";
                            statusDate: string;
                            personalNumber: string;
                            firstName: string;
                            lastName: string;
                            birthDate: string;
                            joined: string;
                            window: {
                                opens: string;
                                closes: string;
                            };
                            comment: string | null;
                            decisionReason: string | null;
                            decidedAt: string | null;
                            returnedToOrganization: string | null;
                            updatedAt: string;
                            documents: {
                                id: string;
                                /** @enum {string} */
                                docType: "employee_request" | "identity_document" | "other";
                                name: string;
                                contentType: string;
                                size: number;
                                createdAt: string;
                            }[];
                            organizationId: string;
                            organizationCode: string;
                            organizationName: string;
                            returned: {
                                employee: string;
                                organization: string;
                                state: string;
                                organizations: {
                                    organizationCode: string;
                                    organizationName: string;
                                    amount: string;
                                }[];
                            } | null;
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Conflicts with the current state (already registered, period taken, already processed…) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The body or a file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, SPREADSHEET_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The content type or a file's type is not accepted (UNSUPPORTED_MEDIA_TYPE, FILE_TYPE_NOT_ALLOWED…) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    operatorOptOutDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                documentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file; Content-Disposition gives its name */
            200: {
                headers: {
                    /** @description attachment; filename="…" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": Blob;
                    "image/vnd.djvu": Blob;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                    "application/vnd.ms-excel": Blob;
                    "text/csv; charset=utf-8": Blob;
                    "application/vnd.openxmlformats-officedocument.wordprocessingml.document": Blob;
                    "application/msword": Blob;
                    "application/rtf": Blob;
                    "text/plain; charset=utf-8": Blob;
                    "image/png": Blob;
                    "image/jpeg": Blob;
                    "image/gif": Blob;
                    "image/webp": Blob;
                    "image/tiff": Blob;
                    "image/bmp": Blob;
                    "application/zip": Blob;
                    "application/vnd.rar": Blob;
                    "application/x-7z-compressed": Blob;
                    "application/gzip": Blob;
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    statementStatements: {
        parameters: {
            query?: {
                pageNumber?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            items: {
                                id: string;
                                /** @enum {string} */
                                format: "camt053" | "camt054" | "csv";
                                account: string | null;
                                statementRef: string | null;
                                sequence: string | null;
                                fileName: string;
                                fromDate: string | null;
                                toDate: string | null;
                                openingBalance: string | null;
                                closingBalance: string | null;
                                creditTotal: string;
                                debitTotal: string;
                                loadedAt: string;
                                gap: {
                                    previousStatementRef: string | null;
                                    previousClosing: string;
                                    difference: string;
                                } | null;
                            }[];
                            totalCount: number;
                            pageNumber: number;
                            pageSize: number;
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    statementLoad: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: Blob;
                };
            };
        };
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            statementId: string;
                            statements: number;
                            alreadyLoaded: number;
                            entries: number;
                            matched: number;
                            unmatched: number;
                            duplicates: number;
                            ignored: number;
                            debits: number;
                            returns: number;
                            flagged: number;
                        };
                    };
                };
            };
            /** @description Accepted, still under way: the id to ask for its state, in the group's envelope */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            uploadId: string;
                            /** @enum {string} */
                            status: "queued" | "running" | "done" | "failed";
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The body or a file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, SPREADSHEET_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The content type or a file's type is not accepted (UNSUPPORTED_MEDIA_TYPE, FILE_TYPE_NOT_ALLOWED…) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    statementUpload: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            uploadId: string;
                            /** @enum {string} */
                            status: "queued" | "running" | "done" | "failed";
                            fileName: string;
                            createdAt: string;
                            finishedAt: string | null;
                            result: {
                                statementId: string;
                                statements: number;
                                alreadyLoaded: number;
                                entries: number;
                                matched: number;
                                unmatched: number;
                                duplicates: number;
                                ignored: number;
                                debits: number;
                                returns: number;
                                flagged: number;
                            } | null;
                            error: {
                                code: string;
                                message: string;
                            } | null;
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    statementUnmatched: {
        parameters: {
            query?: {
                pageNumber?: number;
                pageSize?: number;
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            items: {
                                id: string;
                                statementId: string;
                                account: string;
                                reference: string;
                                bookingDate: string;
                                valueDate: string;
                                amount: string;
                                currency: string;
                                payerCode: string | null;
                                payerName: string | null;
                                payerAccount: string | null;
                                payerBank: string | null;
                                remittance: string | null;
                                payerAccountInvalid: boolean;
                                /** @enum {string} */
                                status: "matched" | "unmatched";
                                /** @enum {string|null} */
                                matchMethod: "payerCode" | "remittance" | "hand" | null;
                                organizationCode: string | null;
                                organizationName: string | null;
                                transactionId: string | null;
                                loadedAt: string;
                                matchedAt: string | null;
                            }[];
                            totalCount: number;
                            pageNumber: number;
                            pageSize: number;
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    statementDebits: {
        parameters: {
            query?: {
                pageNumber?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            items: {
                                id: string;
                                statementId: string;
                                account: string;
                                reference: string;
                                bookingDate: string;
                                amount: string;
                                reason: string | null;
                                returnOfReference: string | null;
                                organizationCode: string | null;
                                organizationName: string | null;
                            }[];
                            totalCount: number;
                            pageNumber: number;
                            pageSize: number;
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    statementMatch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    organizationCode: string;
                };
            };
        };
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            id: string;
                            statementId: string;
                            account: string;
                            reference: string;
                            bookingDate: string;
                            valueDate: string;
                            amount: string;
                            currency: string;
                            payerCode: string | null;
                            payerName: string | null;
                            payerAccount: string | null;
                            payerBank: string | null;
                            remittance: string | null;
                            payerAccountInvalid: boolean;
                            /** @enum {string} */
                            status: "matched" | "unmatched";
                            /** @enum {string|null} */
                            matchMethod: "payerCode" | "remittance" | "hand" | null;
                            organizationCode: string | null;
                            organizationName: string | null;
                            transactionId: string | null;
                            loadedAt: string;
                            matchedAt: string | null;
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Conflicts with the current state (already registered, period taken, already processed…) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The body or a file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, SPREADSHEET_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The content type or a file's type is not accepted (UNSUPPORTED_MEDIA_TYPE, FILE_TYPE_NOT_ALLOWED…) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    statementMatched: {
        parameters: {
            query?: {
                pageNumber?: number;
                pageSize?: number;
                organizationCode?: string;
                dateFrom?: string;
                dateTo?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            items: {
                                id: string;
                                statementId: string;
                                account: string;
                                reference: string;
                                bookingDate: string;
                                valueDate: string;
                                amount: string;
                                currency: string;
                                payerCode: string | null;
                                payerName: string | null;
                                payerAccount: string | null;
                                payerBank: string | null;
                                remittance: string | null;
                                payerAccountInvalid: boolean;
                                /** @enum {string} */
                                status: "matched" | "unmatched";
                                /** @enum {string|null} */
                                matchMethod: "payerCode" | "remittance" | "hand" | null;
                                organizationCode: string | null;
                                organizationName: string | null;
                                transactionId: string | null;
                                loadedAt: string;
                                matchedAt: string | null;
                            }[];
                            totalCount: number;
                            pageNumber: number;
                            pageSize: number;
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    statementUnmatch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    transactionId: string;
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            id: string;
                            statementId: string;
                            account: string;
                            reference: string;
                            bookingDate: string;
                            valueDate: string;
                            amount: string;
                            currency: string;
                            payerCode: string | null;
                            payerName: string | null;
                            payerAccount: string | null;
                            payerBank: string | null;
                            remittance: string | null;
                            payerAccountInvalid: boolean;
                            /** @enum {string} */
                            status: "matched" | "unmatched";
                            /** @enum {string|null} */
                            matchMethod: "payerCode" | "remittance" | "hand" | null;
                            organizationCode: string | null;
                            organizationName: string | null;
                            transactionId: string | null;
                            loadedAt: string;
                            matchedAt: string | null;
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Conflicts with the current state (already registered, period taken, already processed…) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The body or a file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, SPREADSHEET_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The content type or a file's type is not accepted (UNSUPPORTED_MEDIA_TYPE, FILE_TYPE_NOT_ALLOWED…) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    processingUnitPrices: {
        parameters: {
            query?: {
                pageNumber?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            items: {
                                date: string;
                                price: string;
                                updatedAt: string;
                            }[];
                            totalCount: number;
                            pageNumber: number;
                            pageSize: number;
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    processingConversionPrice: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            conversionDate: string;
                            price: {
                                date: string;
                                price: string;
                            } | null;
                        };
                    };
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    processingSetUnitPrice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                date: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    price: string;
                };
            };
        };
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            date: string;
                            price: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The body or a file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, SPREADSHEET_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The content type or a file's type is not accepted (UNSUPPORTED_MEDIA_TYPE, FILE_TYPE_NOT_ALLOWED…) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    processingImportUnitPrices: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: Blob;
                };
            };
        };
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            imported: number;
                            created: number;
                            updated: number;
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The body or a file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, SPREADSHEET_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The content type or a file's type is not accepted (UNSUPPORTED_MEDIA_TYPE, FILE_TYPE_NOT_ALLOWED…) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    processingJobs: {
        parameters: {
            query?: {
                pageNumber?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            items: {
                                id: string;
                                year: number;
                                month: number;
                                /** @enum {string} */
                                status: "running" | "done" | "failed";
                                conversionDate: string;
                                unitPrice: string;
                                declarationCount: number;
                                totalRows: number;
                                processedRows: number;
                                batches: number;
                                contributionCount: number;
                                amount: string;
                                units: string;
                                stateAmount: string;
                                unpaidDeclarations: number;
                                error: string | null;
                                startedAt: string;
                                finishedAt: string | null;
                            }[];
                            totalCount: number;
                            pageNumber: number;
                            pageSize: number;
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    processingStart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    year: number;
                    month: number;
                };
            };
        };
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            id: string;
                            year: number;
                            month: number;
                            /** @enum {string} */
                            status: "running" | "done" | "failed";
                            conversionDate: string;
                            unitPrice: string;
                            declarationCount: number;
                            totalRows: number;
                            processedRows: number;
                            batches: number;
                            contributionCount: number;
                            amount: string;
                            units: string;
                            stateAmount: string;
                            unpaidDeclarations: number;
                            error: string | null;
                            startedAt: string;
                            finishedAt: string | null;
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Conflicts with the current state (already registered, period taken, already processed…) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The body or a file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, SPREADSHEET_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The content type or a file's type is not accepted (UNSUPPORTED_MEDIA_TYPE, FILE_TYPE_NOT_ALLOWED…) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    processingPreview: {
        parameters: {
            query: {
                year: number;
                month: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            year: number;
                            month: number;
                            declarations: number;
                            rows: number;
                            unpaidDeclarations: number;
                            running: boolean;
                            pendingSwitches: boolean;
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    processingJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            id: string;
                            year: number;
                            month: number;
                            /** @enum {string} */
                            status: "running" | "done" | "failed";
                            conversionDate: string;
                            unitPrice: string;
                            declarationCount: number;
                            totalRows: number;
                            processedRows: number;
                            batches: number;
                            contributionCount: number;
                            amount: string;
                            units: string;
                            stateAmount: string;
                            unpaidDeclarations: number;
                            error: string | null;
                            startedAt: string;
                            finishedAt: string | null;
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    portfoliosLoadReport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: Blob;
                };
            };
        };
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            id: string;
                            fileName: string;
                            /** @enum {string} */
                            format: "csv" | "xlsx";
                            /** @enum {string} */
                            kind: "report" | "inflation";
                            /** @enum {string} */
                            status: "loaded" | "refused";
                            portfolioId: string | null;
                            portfolioName: {
                                ka: string;
                                en: string;
                                ru: string;
                            } | null;
                            year: number | null;
                            month: number | null;
                            firstMonth: string | null;
                            lines: number | null;
                            replaced: boolean | null;
                            refusal: string | null;
                            loadedAt: string;
                            loadedBy: string | null;
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The body or a file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, SPREADSHEET_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The content type or a file's type is not accepted (UNSUPPORTED_MEDIA_TYPE, FILE_TYPE_NOT_ALLOWED…) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    portfoliosLoadInflation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: Blob;
                };
            };
        };
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            id: string;
                            fileName: string;
                            /** @enum {string} */
                            format: "csv" | "xlsx";
                            /** @enum {string} */
                            kind: "report" | "inflation";
                            /** @enum {string} */
                            status: "loaded" | "refused";
                            portfolioId: string | null;
                            portfolioName: {
                                ka: string;
                                en: string;
                                ru: string;
                            } | null;
                            year: number | null;
                            month: number | null;
                            firstMonth: string | null;
                            lines: number | null;
                            replaced: boolean | null;
                            refusal: string | null;
                            loadedAt: string;
                            loadedBy: string | null;
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The body or a file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, SPREADSHEET_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The content type or a file's type is not accepted (UNSUPPORTED_MEDIA_TYPE, FILE_TYPE_NOT_ALLOWED…) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    portfoliosReportLoads: {
        parameters: {
            query?: {
                pageNumber?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            items: {
                                id: string;
                                fileName: string;
                                /** @enum {string} */
                                format: "csv" | "xlsx";
                                /** @enum {string} */
                                kind: "report" | "inflation";
                                /** @enum {string} */
                                status: "loaded" | "refused";
                                portfolioId: string | null;
                                portfolioName: {
                                    ka: string;
                                    en: string;
                                    ru: string;
                                } | null;
                                year: number | null;
                                month: number | null;
                                firstMonth: string | null;
                                lines: number | null;
                                replaced: boolean | null;
                                refusal: string | null;
                                loadedAt: string;
                                loadedBy: string | null;
                            }[];
                            totalCount: number;
                            pageNumber: number;
                            pageSize: number;
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    portfoliosMine: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            portfolio: {
                                id: string;
                                name: {
                                    ka: string;
                                    en: string;
                                    ru: string;
                                };
                                description: {
                                    ka: string;
                                    en: string;
                                    ru: string;
                                };
                                riskLevel: number;
                                isDefault: boolean;
                            };
                            since: string | null;
                            report: {
                                year: number;
                                month: number;
                                asOf: string;
                                unitPrice: string;
                                netAssets: string;
                                managementFee: string;
                                assetClasses: {
                                    code: string;
                                    share: string;
                                }[];
                                currencies: {
                                    code: string;
                                    share: string;
                                }[];
                                holdings: {
                                    code: string;
                                    share: string;
                                }[];
                            } | null;
                            returns: {
                                /** @enum {string} */
                                period: "oneMonth" | "oneYear" | "threeYears" | "sinceStart";
                                from: string;
                                to: string;
                                cumulative: string;
                                perYear: string | null;
                            }[];
                            inflation: {
                                /** @enum {string} */
                                period: "oneMonth" | "oneYear" | "threeYears" | "sinceStart";
                                from: string;
                                to: string;
                                cumulative: string;
                                perYear: string | null;
                            }[];
                            ownReturn: {
                                from: string;
                                to: string;
                                paidIn: string;
                                value: string;
                                gain: string;
                                cumulative: string;
                            } | null;
                            others: {
                                id: string;
                                name: {
                                    ka: string;
                                    en: string;
                                    ru: string;
                                };
                                description: {
                                    ka: string;
                                    en: string;
                                    ru: string;
                                };
                                riskLevel: number;
                                isDefault: boolean;
                            }[];
                        };
                    };
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    portfolioSwitchesMine: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            currentPortfolioId: string;
                            portfolios: {
                                id: string;
                                name: {
                                    ka: string;
                                    en: string;
                                    ru: string;
                                };
                                description: {
                                    ka: string;
                                    en: string;
                                    ru: string;
                                };
                                riskLevel: number;
                                isDefault: boolean;
                                /** @enum {string|null} */
                                warning: "nearPensionAge" | null;
                            }[];
                            pending: {
                                id: string;
                                fromPortfolioId: string;
                                toPortfolioId: string;
                                /** @enum {string} */
                                status: "pending" | "canceled" | "done" | "failed";
                                requestedAt: string;
                                decidedAt: string | null;
                                effectiveDate: string | null;
                                warningAcknowledged: boolean;
                            } | null;
                            expectedDate: string;
                            past: {
                                id: string;
                                fromPortfolioId: string;
                                toPortfolioId: string;
                                /** @enum {string} */
                                status: "pending" | "canceled" | "done" | "failed";
                                requestedAt: string;
                                decidedAt: string | null;
                                effectiveDate: string | null;
                                warningAcknowledged: boolean;
                            }[];
                            movements: {
                                id: string;
                                switchId: string;
                                /** @enum {string} */
                                kind: "switch_out" | "switch_in";
                                portfolioId: string;
                                date: string;
                                unitPrice: string;
                                units: string;
                                amount: string;
                            }[];
                            warningYears: number;
                            pensionAge: number | null;
                            notices: {
                                id: string;
                                subject: string;
                                text: string;
                                createdAt: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    portfolioSwitchesRequest: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of the caller's choosing: a retry with the same key and request answers the first answer again */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    toPortfolioId: string;
                    /** @default false */
                    acknowledgeWarning?: boolean;
                };
            };
        };
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            id: string;
                            fromPortfolioId: string;
                            toPortfolioId: string;
                            /** @enum {string} */
                            status: "pending" | "canceled" | "done" | "failed";
                            requestedAt: string;
                            decidedAt: string | null;
                            effectiveDate: string | null;
                            warningAcknowledged: boolean;
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Conflicts with the current state (already registered, period taken, already processed…) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The body or a file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, SPREADSHEET_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The content type or a file's type is not accepted (UNSUPPORTED_MEDIA_TYPE, FILE_TYPE_NOT_ALLOWED…) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Understood but not done: the Idempotency-Key was used before with another request (IDEMPOTENCY_KEY_REUSED), a warning to acknowledge first (PORTFOLIO_SWITCH_WARNING), a text the document cannot draw (PAYMENT_ORDER_TEXT_UNDRAWABLE) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    portfolioSwitchesCancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            id: string;
                            fromPortfolioId: string;
                            toPortfolioId: string;
                            /** @enum {string} */
                            status: "pending" | "canceled" | "done" | "failed";
                            requestedAt: string;
                            decidedAt: string | null;
                            effectiveDate: string | null;
                            warningAcknowledged: boolean;
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Conflicts with the current state (already registered, period taken, already processed…) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    portfolioSwitchesList: {
        parameters: {
            query?: {
                pageNumber?: number;
                pageSize?: number;
                status?: "pending" | "canceled" | "done" | "failed";
                personalNumber?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            items: {
                                id: string;
                                fromPortfolioId: string;
                                toPortfolioId: string;
                                /** @enum {string} */
                                status: "pending" | "canceled" | "done" | "failed";
                                requestedAt: string;
                                decidedAt: string | null;
                                effectiveDate: string | null;
                                warningAcknowledged: boolean;
                                personalNumber: string;
                                fromPortfolioName: {
                                    ka: string;
                                    en: string;
                                    ru: string;
                                };
                                toPortfolioName: {
                                    ka: string;
                                    en: string;
                                    ru: string;
                                };
                                soldUnits: string | null;
                                boughtUnits: string | null;
                                amount: string | null;
                            }[];
                            totalCount: number;
                            pageNumber: number;
                            pageSize: number;
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    participantExchange: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            isValid: boolean;
                            accessToken: string | null;
                            refreshToken: string | null;
                            message?: string;
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The body or a file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, SPREADSHEET_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The content type or a file's type is not accepted (UNSUPPORTED_MEDIA_TYPE, FILE_TYPE_NOT_ALLOWED…) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Too many attempts, or too many uploads of the organization at once: try again after Retry-After seconds (TOO_MANY_ATTEMPTS, TOO_MANY_FAILED_ATTEMPTS, UPLOAD_IN_PROGRESS) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    participantFirstSignIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    newPassword: string;
                    securityQuestionId: number;
                    securityAnswer: string;
                };
            };
        };
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            handoverToken: string;
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The body or a file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, SPREADSHEET_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The content type or a file's type is not accepted (UNSUPPORTED_MEDIA_TYPE, FILE_TYPE_NOT_ALLOWED…) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Too many attempts, or too many uploads of the organization at once: try again after Retry-After seconds (TOO_MANY_ATTEMPTS, TOO_MANY_FAILED_ATTEMPTS, UPLOAD_IN_PROGRESS) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    participantRefresh: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    refreshToken: string;
                };
            };
        };
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            isValid: boolean;
                            accessToken: string | null;
                            refreshToken: string | null;
                            message?: string;
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The body or a file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, SPREADSHEET_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The content type or a file's type is not accepted (UNSUPPORTED_MEDIA_TYPE, FILE_TYPE_NOT_ALLOWED…) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Too many attempts, or too many uploads of the organization at once: try again after Retry-After seconds (TOO_MANY_ATTEMPTS, TOO_MANY_FAILED_ATTEMPTS, UPLOAD_IN_PROGRESS) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    participantAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            personalNumber: string;
                            firstName: string | null;
                            lastName: string | null;
                            asOf: string;
                            year: number;
                            unitPrice: string | null;
                            unitPriceDate: string | null;
                            units: string;
                            savings: string;
                            thisYear: {
                                employee: string;
                                organization: string;
                                state: string;
                                total: string;
                            };
                            total: {
                                employee: string;
                                organization: string;
                                state: string;
                                total: string;
                            };
                            incomeThisYear: string;
                            stateBand: {
                                /** @enum {string} */
                                band: "twoPercent" | "onePercent" | "none";
                                upTo: string | null;
                                remaining: string | null;
                            };
                            lines: {
                                id: string;
                                date: string;
                                paymentDate: string | null;
                                conversionDate: string | null;
                                organizationCode: string;
                                organizationName: string;
                                contributionBase: string;
                                employeeContribution: string;
                                organizationContribution: string;
                                contributionAmount: string;
                                governmentContribution: string;
                                units: string;
                                unitPrice: string | null;
                                /** @enum {string} */
                                contributionStatus: "paid" | "unpaid" | "converted";
                                cumulativeUnits: string;
                                cumulativeSavings: string;
                                cumulativeContributionBase: string;
                                cumulativeContributions: string;
                            }[];
                            employers: {
                                organizationCode: string;
                                organizationName: string;
                                firstDate: string;
                                lastDate: string;
                                employeeContribution: string;
                                organizationContribution: string;
                            }[];
                            priceHistory: {
                                date: string;
                                price: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    participantStatement: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file; Content-Disposition gives its name */
            200: {
                headers: {
                    /** @description attachment; filename="…" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": Blob;
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    participantEmployeeStatement: {
        parameters: {
            query?: {
                year?: number;
            };
            header?: never;
            path: {
                personalNumber: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file; Content-Disposition gives its name */
            200: {
                headers: {
                    /** @description attachment; filename="…" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": Blob;
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    exportsFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file (Content-Disposition gives its name), or as JSON its state when there is none to give */
            200: {
                headers: {
                    /** @description attachment; filename="…" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": Blob;
                    "application/json": {
                        statusCode: number;
                        result: {
                            exportId: string;
                            /** @enum {string} */
                            status: "queued" | "running" | "done" | "failed";
                            error: {
                                code: string;
                                message: string;
                            } | null;
                        };
                    };
                };
            };
            /** @description Accepted, still being written: the id to ask for the file by, in the group's envelope */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            exportId: string;
                            /** @enum {string} */
                            status: "queued" | "running" | "done" | "failed";
                            error: {
                                code: string;
                                message: string;
                            } | null;
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    declarationList: {
        parameters: {
            query?: {
                pageNumber?: number;
                pageSize?: number;
                status?: "draft" | "saved" | "open" | "closed";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            items: {
                                id: string;
                                declarationNumber: string | null;
                                organizationId: string;
                                year: number;
                                month: number;
                                /** @enum {string} */
                                type: "standard" | "self" | "selfEmployed" | "opening";
                                /** @enum {string} */
                                form: "simple" | "detailed";
                                isSimple: boolean;
                                /** @enum {string} */
                                declarationStatus: "draft" | "saved" | "open" | "closed";
                                isDraft: boolean;
                                isOpen: boolean;
                                isClosed: boolean;
                                isProcessing: boolean;
                                isPublicAgencyDeclaration: boolean;
                                governmentContributionOrderId: string | null;
                                hasReversal: boolean;
                                /** @enum {string|null} */
                                reversalStatus: "open" | "closed" | null;
                                totalAmount: string;
                                sumAmount: string | null;
                                totals: {
                                    rowCount: number;
                                    contributionBase: string;
                                    employeeContribution: string;
                                    organizationContribution: string;
                                    totalContribution: string;
                                };
                                errorCount: number;
                                warningCount: number;
                                activationDate: string | null;
                                closingDate: string | null;
                                lastModificationDate: string | null;
                                createdOn: string;
                                modifiedOn: string;
                                version: number;
                            }[];
                            totalCount: number;
                            pageNumber: number;
                            pageSize: number;
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    declarationByList: {
        parameters: {
            query?: {
                pageNumber?: number;
                pageSize?: number;
            };
            header?: never;
            path: {
                type: "new" | "draft" | "saved" | "open" | "closed" | "all";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            items: {
                                id: string;
                                declarationNumber: string | null;
                                organizationId: string;
                                year: number;
                                month: number;
                                /** @enum {string} */
                                type: "standard" | "self" | "selfEmployed" | "opening";
                                /** @enum {string} */
                                form: "simple" | "detailed";
                                isSimple: boolean;
                                /** @enum {string} */
                                declarationStatus: "draft" | "saved" | "open" | "closed";
                                isDraft: boolean;
                                isOpen: boolean;
                                isClosed: boolean;
                                isProcessing: boolean;
                                isPublicAgencyDeclaration: boolean;
                                governmentContributionOrderId: string | null;
                                hasReversal: boolean;
                                /** @enum {string|null} */
                                reversalStatus: "open" | "closed" | null;
                                totalAmount: string;
                                sumAmount: string | null;
                                totals: {
                                    rowCount: number;
                                    contributionBase: string;
                                    employeeContribution: string;
                                    organizationContribution: string;
                                    totalContribution: string;
                                };
                                errorCount: number;
                                warningCount: number;
                                activationDate: string | null;
                                closingDate: string | null;
                                lastModificationDate: string | null;
                                createdOn: string;
                                modifiedOn: string;
                                version: number;
                            }[];
                            totalCount: number;
                            pageNumber: number;
                            pageSize: number;
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    declarationGet: {
        parameters: {
            query?: {
                pageNumber?: number;
                pageSize?: number;
                personalId?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            declaration: {
                                id: string;
                                declarationNumber: string | null;
                                organizationId: string;
                                year: number;
                                month: number;
                                /** @enum {string} */
                                type: "standard" | "self" | "selfEmployed" | "opening";
                                /** @enum {string} */
                                form: "simple" | "detailed";
                                isSimple: boolean;
                                /** @enum {string} */
                                declarationStatus: "draft" | "saved" | "open" | "closed";
                                isDraft: boolean;
                                isOpen: boolean;
                                isClosed: boolean;
                                isProcessing: boolean;
                                isPublicAgencyDeclaration: boolean;
                                governmentContributionOrderId: string | null;
                                hasReversal: boolean;
                                /** @enum {string|null} */
                                reversalStatus: "open" | "closed" | null;
                                totalAmount: string;
                                sumAmount: string | null;
                                totals: {
                                    rowCount: number;
                                    contributionBase: string;
                                    employeeContribution: string;
                                    organizationContribution: string;
                                    totalContribution: string;
                                };
                                errorCount: number;
                                warningCount: number;
                                activationDate: string | null;
                                closingDate: string | null;
                                lastModificationDate: string | null;
                                createdOn: string;
                                modifiedOn: string;
                                version: number;
                            };
                            details: {
                                items: {
                                    id: string;
                                    declarationId: string;
                                    personalIdentificationNumber: string;
                                    firstName: string;
                                    lastName: string;
                                    birthDate: string;
                                    /** @enum {string} */
                                    gender: "male" | "female";
                                    grossSalary: string;
                                    additionalBenefits: string;
                                    nonCashBenefits: string;
                                    otherWithHeldAmount: string | null;
                                    incomeTax: string | null;
                                    netAmount: string | null;
                                    employeeContribution: string;
                                    organizationContribution: string;
                                    /** @description 1: the person joins the scheme voluntarily (someone of pension age on 6 August 2018, who takes part only at their written request); 0: participation as the person's age and gender set it. Blank in a body: 0. */
                                    optIn: 0 | 1;
                                    /** @description The employer confirms that the person's written request to join voluntarily exists; required (true) when optIn is 1. */
                                    hasWrittenRequest: boolean;
                                    issues: {
                                        /** @enum {string} */
                                        tier: "error" | "warning";
                                        /** @enum {string|null} */
                                        field: "personalIdentificationNumber" | "firstName" | "lastName" | "birthDate" | "gender" | "grossSalary" | "additionalBenefits" | "nonCashBenefits" | "otherWithHeldAmount" | "incomeTax" | "netAmount" | "employeeContribution" | "organizationContribution" | "optIn" | "hasWrittenRequest" | null;
                                        message: string;
                                    }[];
                                    suggested: {
                                        employeeContribution: string;
                                        organizationContribution: string;
                                        incomeTax: string | null;
                                        netAmount: string | null;
                                    };
                                    nameChange?: {
                                        reason: string;
                                        nameOnRecord: string;
                                    } | null;
                                }[];
                                totalCount: number;
                                pageNumber: number;
                                pageSize: number;
                            };
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    declarationValErrors: {
        parameters: {
            query?: {
                pageNumber?: number;
                pageSize?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            errorCount: number;
                            warningCount: number;
                            canActivate: boolean;
                            issues: {
                                items: {
                                    detailId: string;
                                    rowNumber: number;
                                    personalIdentificationNumber: string;
                                    firstName: string;
                                    lastName: string;
                                    /** @enum {string} */
                                    tier: "error" | "warning";
                                    field: string | null;
                                    messageKey: string;
                                    message: string;
                                }[];
                                totalCount: number;
                                pageNumber: number;
                                pageSize: number;
                            };
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    declarationPenaltyDetails: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            dueDate: string;
                            activationDate: string | null;
                            isLate: boolean;
                            daysLate: number;
                            fines: {
                                id: string;
                                number: string;
                                amount: string;
                                date: string;
                                /** @enum {string} */
                                status: "valid" | "canceled" | "appealed";
                                /** @enum {string|null} */
                                paymentType: "paid" | "payable" | null;
                                reason: string | null;
                            }[];
                            totalFines: string;
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    declarationWithdrawal: {
        parameters: {
            query: {
                personalIdentificationNumber: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            personalIdentificationNumber: string;
                            withdrawnFrom: {
                                year: number;
                                month: number;
                            } | null;
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    declarationFilterDetails: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    declarationId: string;
                    /** @default 1 */
                    pageNumber?: number;
                    /** @default 10 */
                    pageSize?: number;
                    firstName?: string;
                    lastName?: string;
                    personalIdentificationNumber?: string;
                    search?: string;
                    /** @enum {string} */
                    tier?: "error" | "warning";
                };
            };
        };
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            items: {
                                id: string;
                                declarationId: string;
                                personalIdentificationNumber: string;
                                firstName: string;
                                lastName: string;
                                birthDate: string;
                                /** @enum {string} */
                                gender: "male" | "female";
                                grossSalary: string;
                                additionalBenefits: string;
                                nonCashBenefits: string;
                                otherWithHeldAmount: string | null;
                                incomeTax: string | null;
                                netAmount: string | null;
                                employeeContribution: string;
                                organizationContribution: string;
                                /** @description 1: the person joins the scheme voluntarily (someone of pension age on 6 August 2018, who takes part only at their written request); 0: participation as the person's age and gender set it. Blank in a body: 0. */
                                optIn: 0 | 1;
                                /** @description The employer confirms that the person's written request to join voluntarily exists; required (true) when optIn is 1. */
                                hasWrittenRequest: boolean;
                                issues: {
                                    /** @enum {string} */
                                    tier: "error" | "warning";
                                    /** @enum {string|null} */
                                    field: "personalIdentificationNumber" | "firstName" | "lastName" | "birthDate" | "gender" | "grossSalary" | "additionalBenefits" | "nonCashBenefits" | "otherWithHeldAmount" | "incomeTax" | "netAmount" | "employeeContribution" | "organizationContribution" | "optIn" | "hasWrittenRequest" | null;
                                    message: string;
                                }[];
                                suggested: {
                                    employeeContribution: string;
                                    organizationContribution: string;
                                    incomeTax: string | null;
                                    netAmount: string | null;
                                };
                                nameChange?: {
                                    reason: string;
                                    nameOnRecord: string;
                                } | null;
                            }[];
                            totalCount: number;
                            pageNumber: number;
                            pageSize: number;
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The body or a file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, SPREADSHEET_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The content type or a file's type is not accepted (UNSUPPORTED_MEDIA_TYPE, FILE_TYPE_NOT_ALLOWED…) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    declarationOrgBalance: {
        parameters: {
            query?: {
                organizationId?: string;
                organizationCode?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            organizationCode: string;
                            payments: string;
                            contributions: string;
                            fines: string;
                            refunds: string;
                            returned: string;
                            totalBalance: string;
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    declarationEmployeeStatistic: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    year?: number;
                    personalIdentificationNumber?: string;
                };
            };
        };
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            year: number;
                            employeeCount: number;
                            participation: {
                                mandatory: number;
                                mayOptOut: number;
                                pensionAge: number;
                                /** @description How many of them joined voluntarily (rows with optIn 1): people of pension age on 6 August 2018 who asked in writing */
                                optIn: number;
                            };
                            months: {
                                month: number;
                                employeeCount: number;
                                contributionBase: string;
                                employeeContribution: string;
                                organizationContribution: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The body or a file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, SPREADSHEET_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The content type or a file's type is not accepted (UNSUPPORTED_MEDIA_TYPE, FILE_TYPE_NOT_ALLOWED…) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    declarationUploadReport: {
        parameters: {
            query?: {
                pageNumber?: number;
                pageSize?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            fileName: string;
                            uploadedAt: string;
                            accepted: number;
                            rejected: number;
                            pending: {
                                items: {
                                    /** Format: uuid */
                                    id: string;
                                    row: number;
                                    values: {
                                        [key: string]: string | null;
                                    };
                                    issues: {
                                        column: string | null;
                                        messageKey: string;
                                        message: string;
                                    }[];
                                }[];
                                totalCount: number;
                                pageNumber: number;
                                pageSize: number;
                            };
                        } | null;
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    declarationTemplate: {
        parameters: {
            query: {
                type: "standard" | "self" | "selfEmployed" | "opening";
                form: "simple" | "detailed";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file; Content-Disposition gives its name */
            200: {
                headers: {
                    /** @description attachment; filename="…" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    declarationReport: {
        parameters: {
            query: {
                declarationId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file; Content-Disposition gives its name */
            200: {
                headers: {
                    /** @description attachment; filename="…" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                };
            };
            /** @description Accepted, still being written: the id to ask for the file by, in the group's envelope */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            exportId: string;
                            /** @enum {string} */
                            status: "queued" | "running" | "done" | "failed";
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    declarationCreate: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of the caller's choosing: a retry with the same key and request answers the first answer again */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    year: number;
                    month: number;
                    /** @enum {string} */
                    type: "standard" | "self" | "selfEmployed" | "opening";
                    /** @enum {string} */
                    form: "simple" | "detailed";
                };
            };
        };
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            id: string;
                            declarationNumber: string | null;
                            organizationId: string;
                            year: number;
                            month: number;
                            /** @enum {string} */
                            type: "standard" | "self" | "selfEmployed" | "opening";
                            /** @enum {string} */
                            form: "simple" | "detailed";
                            isSimple: boolean;
                            /** @enum {string} */
                            declarationStatus: "draft" | "saved" | "open" | "closed";
                            isDraft: boolean;
                            isOpen: boolean;
                            isClosed: boolean;
                            isProcessing: boolean;
                            isPublicAgencyDeclaration: boolean;
                            governmentContributionOrderId: string | null;
                            hasReversal: boolean;
                            /** @enum {string|null} */
                            reversalStatus: "open" | "closed" | null;
                            totalAmount: string;
                            sumAmount: string | null;
                            totals: {
                                rowCount: number;
                                contributionBase: string;
                                employeeContribution: string;
                                organizationContribution: string;
                                totalContribution: string;
                            };
                            errorCount: number;
                            warningCount: number;
                            activationDate: string | null;
                            closingDate: string | null;
                            lastModificationDate: string | null;
                            createdOn: string;
                            modifiedOn: string;
                            version: number;
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Conflicts with the current state (already registered, period taken, already processed…) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The body or a file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, SPREADSHEET_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The content type or a file's type is not accepted (UNSUPPORTED_MEDIA_TYPE, FILE_TYPE_NOT_ALLOWED…) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Understood but not done: the Idempotency-Key was used before with another request (IDEMPOTENCY_KEY_REUSED), a warning to acknowledge first (PORTFOLIO_SWITCH_WARNING), a text the document cannot draw (PAYMENT_ORDER_TEXT_UNDRAWABLE) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    declarationSave: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version the write is based on, as its reads answer it in ETag (`"7"`); `*` or absent: any version */
                "if-match"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            id: string;
                            declarationNumber: string | null;
                            organizationId: string;
                            year: number;
                            month: number;
                            /** @enum {string} */
                            type: "standard" | "self" | "selfEmployed" | "opening";
                            /** @enum {string} */
                            form: "simple" | "detailed";
                            isSimple: boolean;
                            /** @enum {string} */
                            declarationStatus: "draft" | "saved" | "open" | "closed";
                            isDraft: boolean;
                            isOpen: boolean;
                            isClosed: boolean;
                            isProcessing: boolean;
                            isPublicAgencyDeclaration: boolean;
                            governmentContributionOrderId: string | null;
                            hasReversal: boolean;
                            /** @enum {string|null} */
                            reversalStatus: "open" | "closed" | null;
                            totalAmount: string;
                            sumAmount: string | null;
                            totals: {
                                rowCount: number;
                                contributionBase: string;
                                employeeContribution: string;
                                organizationContribution: string;
                                totalContribution: string;
                            };
                            errorCount: number;
                            warningCount: number;
                            activationDate: string | null;
                            closingDate: string | null;
                            lastModificationDate: string | null;
                            createdOn: string;
                            modifiedOn: string;
                            version: number;
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Conflicts with the current state (already registered, period taken, already processed…) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description If-Match names a version that is no longer the current one (PRECONDITION_FAILED; ETag: the current version) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    declarationActivate: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version the write is based on, as its reads answer it in ETag (`"7"`); `*` or absent: any version */
                "if-match"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            id: string;
                            declarationNumber: string | null;
                            organizationId: string;
                            year: number;
                            month: number;
                            /** @enum {string} */
                            type: "standard" | "self" | "selfEmployed" | "opening";
                            /** @enum {string} */
                            form: "simple" | "detailed";
                            isSimple: boolean;
                            /** @enum {string} */
                            declarationStatus: "draft" | "saved" | "open" | "closed";
                            isDraft: boolean;
                            isOpen: boolean;
                            isClosed: boolean;
                            isProcessing: boolean;
                            isPublicAgencyDeclaration: boolean;
                            governmentContributionOrderId: string | null;
                            hasReversal: boolean;
                            /** @enum {string|null} */
                            reversalStatus: "open" | "closed" | null;
                            totalAmount: string;
                            sumAmount: string | null;
                            totals: {
                                rowCount: number;
                                contributionBase: string;
                                employeeContribution: string;
                                organizationContribution: string;
                                totalContribution: string;
                            };
                            errorCount: number;
                            warningCount: number;
                            activationDate: string | null;
                            closingDate: string | null;
                            lastModificationDate: string | null;
                            createdOn: string;
                            modifiedOn: string;
                            version: number;
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Conflicts with the current state (already registered, period taken, already processed…) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description If-Match names a version that is no longer the current one (PRECONDITION_FAILED; ETag: the current version) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    declarationClose: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version the write is based on, as its reads answer it in ETag (`"7"`); `*` or absent: any version */
                "if-match"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            id: string;
                            declarationNumber: string | null;
                            organizationId: string;
                            year: number;
                            month: number;
                            /** @enum {string} */
                            type: "standard" | "self" | "selfEmployed" | "opening";
                            /** @enum {string} */
                            form: "simple" | "detailed";
                            isSimple: boolean;
                            /** @enum {string} */
                            declarationStatus: "draft" | "saved" | "open" | "closed";
                            isDraft: boolean;
                            isOpen: boolean;
                            isClosed: boolean;
                            isProcessing: boolean;
                            isPublicAgencyDeclaration: boolean;
                            governmentContributionOrderId: string | null;
                            hasReversal: boolean;
                            /** @enum {string|null} */
                            reversalStatus: "open" | "closed" | null;
                            totalAmount: string;
                            sumAmount: string | null;
                            totals: {
                                rowCount: number;
                                contributionBase: string;
                                employeeContribution: string;
                                organizationContribution: string;
                                totalContribution: string;
                            };
                            errorCount: number;
                            warningCount: number;
                            activationDate: string | null;
                            closingDate: string | null;
                            lastModificationDate: string | null;
                            createdOn: string;
                            modifiedOn: string;
                            version: number;
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Conflicts with the current state (already registered, period taken, already processed…) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description If-Match names a version that is no longer the current one (PRECONDITION_FAILED; ETag: the current version) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    declarationRemove: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version the write is based on, as its reads answer it in ETag (`"7"`); `*` or absent: any version */
                "if-match"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            deleted: boolean;
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Conflicts with the current state (already registered, period taken, already processed…) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description If-Match names a version that is no longer the current one (PRECONDITION_FAILED; ETag: the current version) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    declarationAddDetail: {
        parameters: {
            query?: {
                fixes?: string;
            };
            header?: {
                /** @description The version the write is based on, as its reads answer it in ETag (`"7"`); `*` or absent: any version */
                "if-match"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    personalIdentificationNumber: string;
                    firstName: string;
                    lastName: string;
                    birthDate: string;
                    /** @enum {string} */
                    gender: "male" | "female";
                    grossSalary: string | number;
                    additionalBenefits?: string | number;
                    nonCashBenefits?: string | number;
                    otherWithHeldAmount?: string | number;
                    incomeTax?: string | number;
                    netAmount?: string | number;
                    employeeContribution?: string | number;
                    organizationContribution?: string | number;
                    /** @description 1: the person joins the scheme voluntarily (someone of pension age on 6 August 2018, who takes part only at their written request); 0: participation as the person's age and gender set it. Blank in a body: 0. */
                    optIn: 0 | 1;
                    /**
                     * @description The employer confirms that the person's written request to join voluntarily exists; required (true) when optIn is 1.
                     * @default false
                     */
                    hasWrittenRequest?: boolean;
                    nameChangeReason?: string;
                };
            };
        };
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            declaration: {
                                id: string;
                                declarationNumber: string | null;
                                organizationId: string;
                                year: number;
                                month: number;
                                /** @enum {string} */
                                type: "standard" | "self" | "selfEmployed" | "opening";
                                /** @enum {string} */
                                form: "simple" | "detailed";
                                isSimple: boolean;
                                /** @enum {string} */
                                declarationStatus: "draft" | "saved" | "open" | "closed";
                                isDraft: boolean;
                                isOpen: boolean;
                                isClosed: boolean;
                                isProcessing: boolean;
                                isPublicAgencyDeclaration: boolean;
                                governmentContributionOrderId: string | null;
                                hasReversal: boolean;
                                /** @enum {string|null} */
                                reversalStatus: "open" | "closed" | null;
                                totalAmount: string;
                                sumAmount: string | null;
                                totals: {
                                    rowCount: number;
                                    contributionBase: string;
                                    employeeContribution: string;
                                    organizationContribution: string;
                                    totalContribution: string;
                                };
                                errorCount: number;
                                warningCount: number;
                                activationDate: string | null;
                                closingDate: string | null;
                                lastModificationDate: string | null;
                                createdOn: string;
                                modifiedOn: string;
                                version: number;
                            };
                            detail: {
                                id: string;
                                declarationId: string;
                                personalIdentificationNumber: string;
                                firstName: string;
                                lastName: string;
                                birthDate: string;
                                /** @enum {string} */
                                gender: "male" | "female";
                                grossSalary: string;
                                additionalBenefits: string;
                                nonCashBenefits: string;
                                otherWithHeldAmount: string | null;
                                incomeTax: string | null;
                                netAmount: string | null;
                                employeeContribution: string;
                                organizationContribution: string;
                                /** @description 1: the person joins the scheme voluntarily (someone of pension age on 6 August 2018, who takes part only at their written request); 0: participation as the person's age and gender set it. Blank in a body: 0. */
                                optIn: 0 | 1;
                                /** @description The employer confirms that the person's written request to join voluntarily exists; required (true) when optIn is 1. */
                                hasWrittenRequest: boolean;
                                issues: {
                                    /** @enum {string} */
                                    tier: "error" | "warning";
                                    /** @enum {string|null} */
                                    field: "personalIdentificationNumber" | "firstName" | "lastName" | "birthDate" | "gender" | "grossSalary" | "additionalBenefits" | "nonCashBenefits" | "otherWithHeldAmount" | "incomeTax" | "netAmount" | "employeeContribution" | "organizationContribution" | "optIn" | "hasWrittenRequest" | null;
                                    message: string;
                                }[];
                                suggested: {
                                    employeeContribution: string;
                                    organizationContribution: string;
                                    incomeTax: string | null;
                                    netAmount: string | null;
                                };
                                nameChange?: {
                                    reason: string;
                                    nameOnRecord: string;
                                } | null;
                            };
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Conflicts with the current state (already registered, period taken, already processed…) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description If-Match names a version that is no longer the current one (PRECONDITION_FAILED; ETag: the current version) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The body or a file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, SPREADSHEET_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The content type or a file's type is not accepted (UNSUPPORTED_MEDIA_TYPE, FILE_TYPE_NOT_ALLOWED…) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    declarationDismissUploadReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            deleted: boolean;
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    declarationDismissRejectedRow: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                rowId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            deleted: boolean;
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    declarationUpdateDetail: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version the write is based on, as its reads answer it in ETag (`"7"`); `*` or absent: any version */
                "if-match"?: string;
            };
            path: {
                id: string;
                detailId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    personalIdentificationNumber: string;
                    firstName: string;
                    lastName: string;
                    birthDate: string;
                    /** @enum {string} */
                    gender: "male" | "female";
                    grossSalary: string | number;
                    additionalBenefits?: string | number;
                    nonCashBenefits?: string | number;
                    otherWithHeldAmount?: string | number;
                    incomeTax?: string | number;
                    netAmount?: string | number;
                    employeeContribution?: string | number;
                    organizationContribution?: string | number;
                    /** @description 1: the person joins the scheme voluntarily (someone of pension age on 6 August 2018, who takes part only at their written request); 0: participation as the person's age and gender set it. Blank in a body: 0. */
                    optIn: 0 | 1;
                    /**
                     * @description The employer confirms that the person's written request to join voluntarily exists; required (true) when optIn is 1.
                     * @default false
                     */
                    hasWrittenRequest?: boolean;
                    nameChangeReason?: string;
                };
            };
        };
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            declaration: {
                                id: string;
                                declarationNumber: string | null;
                                organizationId: string;
                                year: number;
                                month: number;
                                /** @enum {string} */
                                type: "standard" | "self" | "selfEmployed" | "opening";
                                /** @enum {string} */
                                form: "simple" | "detailed";
                                isSimple: boolean;
                                /** @enum {string} */
                                declarationStatus: "draft" | "saved" | "open" | "closed";
                                isDraft: boolean;
                                isOpen: boolean;
                                isClosed: boolean;
                                isProcessing: boolean;
                                isPublicAgencyDeclaration: boolean;
                                governmentContributionOrderId: string | null;
                                hasReversal: boolean;
                                /** @enum {string|null} */
                                reversalStatus: "open" | "closed" | null;
                                totalAmount: string;
                                sumAmount: string | null;
                                totals: {
                                    rowCount: number;
                                    contributionBase: string;
                                    employeeContribution: string;
                                    organizationContribution: string;
                                    totalContribution: string;
                                };
                                errorCount: number;
                                warningCount: number;
                                activationDate: string | null;
                                closingDate: string | null;
                                lastModificationDate: string | null;
                                createdOn: string;
                                modifiedOn: string;
                                version: number;
                            };
                            detail: {
                                id: string;
                                declarationId: string;
                                personalIdentificationNumber: string;
                                firstName: string;
                                lastName: string;
                                birthDate: string;
                                /** @enum {string} */
                                gender: "male" | "female";
                                grossSalary: string;
                                additionalBenefits: string;
                                nonCashBenefits: string;
                                otherWithHeldAmount: string | null;
                                incomeTax: string | null;
                                netAmount: string | null;
                                employeeContribution: string;
                                organizationContribution: string;
                                /** @description 1: the person joins the scheme voluntarily (someone of pension age on 6 August 2018, who takes part only at their written request); 0: participation as the person's age and gender set it. Blank in a body: 0. */
                                optIn: 0 | 1;
                                /** @description The employer confirms that the person's written request to join voluntarily exists; required (true) when optIn is 1. */
                                hasWrittenRequest: boolean;
                                issues: {
                                    /** @enum {string} */
                                    tier: "error" | "warning";
                                    /** @enum {string|null} */
                                    field: "personalIdentificationNumber" | "firstName" | "lastName" | "birthDate" | "gender" | "grossSalary" | "additionalBenefits" | "nonCashBenefits" | "otherWithHeldAmount" | "incomeTax" | "netAmount" | "employeeContribution" | "organizationContribution" | "optIn" | "hasWrittenRequest" | null;
                                    message: string;
                                }[];
                                suggested: {
                                    employeeContribution: string;
                                    organizationContribution: string;
                                    incomeTax: string | null;
                                    netAmount: string | null;
                                };
                                nameChange?: {
                                    reason: string;
                                    nameOnRecord: string;
                                } | null;
                            };
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Conflicts with the current state (already registered, period taken, already processed…) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description If-Match names a version that is no longer the current one (PRECONDITION_FAILED; ETag: the current version) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The body or a file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, SPREADSHEET_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The content type or a file's type is not accepted (UNSUPPORTED_MEDIA_TYPE, FILE_TYPE_NOT_ALLOWED…) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    declarationDeleteDetail: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version the write is based on, as its reads answer it in ETag (`"7"`); `*` or absent: any version */
                "if-match"?: string;
            };
            path: {
                id: string;
                detailId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            declaration: {
                                id: string;
                                declarationNumber: string | null;
                                organizationId: string;
                                year: number;
                                month: number;
                                /** @enum {string} */
                                type: "standard" | "self" | "selfEmployed" | "opening";
                                /** @enum {string} */
                                form: "simple" | "detailed";
                                isSimple: boolean;
                                /** @enum {string} */
                                declarationStatus: "draft" | "saved" | "open" | "closed";
                                isDraft: boolean;
                                isOpen: boolean;
                                isClosed: boolean;
                                isProcessing: boolean;
                                isPublicAgencyDeclaration: boolean;
                                governmentContributionOrderId: string | null;
                                hasReversal: boolean;
                                /** @enum {string|null} */
                                reversalStatus: "open" | "closed" | null;
                                totalAmount: string;
                                sumAmount: string | null;
                                totals: {
                                    rowCount: number;
                                    contributionBase: string;
                                    employeeContribution: string;
                                    organizationContribution: string;
                                    totalContribution: string;
                                };
                                errorCount: number;
                                warningCount: number;
                                activationDate: string | null;
                                closingDate: string | null;
                                lastModificationDate: string | null;
                                createdOn: string;
                                modifiedOn: string;
                                version: number;
                            };
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Conflicts with the current state (already registered, period taken, already processed…) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description If-Match names a version that is no longer the current one (PRECONDITION_FAILED; ETag: the current version) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    declarationUpload: {
        parameters: {
            query?: {
                mode?: "replace" | "append";
            };
            header?: {
                /** @description The version the write is based on, as its reads answer it in ETag (`"7"`); `*` or absent: any version */
                "if-match"?: string;
                /** @description A key of the caller's choosing: a retry with the same key and request answers the first answer again */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: Blob;
                };
            };
        };
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            accepted: number;
                            rejected: number;
                            rows: {
                                row: number;
                                column: string | null;
                                message: string;
                            }[];
                            rejectedRows: {
                                row: number;
                                values: {
                                    [key: string]: string | null;
                                };
                            }[];
                            declaration: {
                                id: string;
                                declarationNumber: string | null;
                                organizationId: string;
                                year: number;
                                month: number;
                                /** @enum {string} */
                                type: "standard" | "self" | "selfEmployed" | "opening";
                                /** @enum {string} */
                                form: "simple" | "detailed";
                                isSimple: boolean;
                                /** @enum {string} */
                                declarationStatus: "draft" | "saved" | "open" | "closed";
                                isDraft: boolean;
                                isOpen: boolean;
                                isClosed: boolean;
                                isProcessing: boolean;
                                isPublicAgencyDeclaration: boolean;
                                governmentContributionOrderId: string | null;
                                hasReversal: boolean;
                                /** @enum {string|null} */
                                reversalStatus: "open" | "closed" | null;
                                totalAmount: string;
                                sumAmount: string | null;
                                totals: {
                                    rowCount: number;
                                    contributionBase: string;
                                    employeeContribution: string;
                                    organizationContribution: string;
                                    totalContribution: string;
                                };
                                errorCount: number;
                                warningCount: number;
                                activationDate: string | null;
                                closingDate: string | null;
                                lastModificationDate: string | null;
                                createdOn: string;
                                modifiedOn: string;
                                version: number;
                            };
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Conflicts with the current state (already registered, period taken, already processed…) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description If-Match names a version that is no longer the current one (PRECONDITION_FAILED; ETag: the current version) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The body or a file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, SPREADSHEET_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The content type or a file's type is not accepted (UNSUPPORTED_MEDIA_TYPE, FILE_TYPE_NOT_ALLOWED…) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Understood but not done: the Idempotency-Key was used before with another request (IDEMPOTENCY_KEY_REUSED), a warning to acknowledge first (PORTFOLIO_SWITCH_WARNING), a text the document cannot draw (PAYMENT_ORDER_TEXT_UNDRAWABLE) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Too many attempts, or too many uploads of the organization at once: try again after Retry-After seconds (TOO_MANY_ATTEMPTS, TOO_MANY_FAILED_ATTEMPTS, UPLOAD_IN_PROGRESS) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    employeeSearch: {
        parameters: {
            query?: {
                pageNumber?: number;
                pageSize?: number;
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            items: {
                                personalIdentificationNumber: string;
                                firstName: string;
                                lastName: string;
                                birthDate: string | null;
                                /** @enum {string|null} */
                                gender: "male" | "female" | null;
                                isRegistered: boolean;
                                declaredMonths: number;
                                lastDeclared: {
                                    year: number;
                                    month: number;
                                } | null;
                            }[];
                            totalCount: number;
                            pageNumber: number;
                            pageSize: number;
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    employeeGet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                personalNumber: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            employee: {
                                personalIdentificationNumber: string;
                                firstName: string;
                                lastName: string;
                                birthDate: string | null;
                                /** @enum {string|null} */
                                gender: "male" | "female" | null;
                                isRegistered: boolean;
                                declaredMonths: number;
                                lastDeclared: {
                                    year: number;
                                    month: number;
                                } | null;
                            };
                            months: {
                                declarationId: string;
                                declarationNumber: string;
                                year: number;
                                month: number;
                                /** @enum {string} */
                                declarationStatus: "draft" | "saved" | "open" | "closed";
                                grossSalary: string;
                                contributionBase: string;
                                employeeContribution: string;
                                organizationContribution: string;
                            }[];
                            totals: {
                                employeeContribution: string;
                                organizationContribution: string;
                            };
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    employeeRegister: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    personalIdentificationNumber: string;
                    firstName: string;
                    lastName: string;
                    birthDate: string;
                    /** @enum {string} */
                    gender: "male" | "female";
                };
            };
        };
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            personalIdentificationNumber: string;
                            firstName: string;
                            lastName: string;
                            birthDate: string | null;
                            /** @enum {string|null} */
                            gender: "male" | "female" | null;
                            isRegistered: boolean;
                            declaredMonths: number;
                            lastDeclared: {
                                year: number;
                                month: number;
                            } | null;
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Conflicts with the current state (already registered, period taken, already processed…) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The body or a file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, SPREADSHEET_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The content type or a file's type is not accepted (UNSUPPORTED_MEDIA_TYPE, FILE_TYPE_NOT_ALLOWED…) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    employeeUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                personalNumber: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    firstName: string;
                    lastName: string;
                    birthDate: string;
                    /** @enum {string} */
                    gender: "male" | "female";
                };
            };
        };
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            personalIdentificationNumber: string;
                            firstName: string;
                            lastName: string;
                            birthDate: string | null;
                            /** @enum {string|null} */
                            gender: "male" | "female" | null;
                            isRegistered: boolean;
                            declaredMonths: number;
                            lastDeclared: {
                                year: number;
                                month: number;
                            } | null;
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The body or a file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, SPREADSHEET_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The content type or a file's type is not accepted (UNSUPPORTED_MEDIA_TYPE, FILE_TYPE_NOT_ALLOWED…) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    bankAccountList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            id: string;
                            accountNumber: string;
                            bank: {
                                id: string;
                                code: string;
                                bic: string;
                                nameKa: string;
                                nameEn: string;
                                nameRu: string;
                            };
                            isDefault: boolean;
                            createdAt: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    bankAccountAdd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    bankId: string;
                    accountNumber: string;
                    isDefault?: boolean;
                };
            };
        };
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            id: string;
                            accountNumber: string;
                            bank: {
                                id: string;
                                code: string;
                                bic: string;
                                nameKa: string;
                                nameEn: string;
                                nameRu: string;
                            };
                            isDefault: boolean;
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Conflicts with the current state (already registered, period taken, already processed…) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The body or a file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, SPREADSHEET_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The content type or a file's type is not accepted (UNSUPPORTED_MEDIA_TYPE, FILE_TYPE_NOT_ALLOWED…) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    bankAccountBanks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            id: string;
                            code: string;
                            bic: string;
                            nameKa: string;
                            nameEn: string;
                            nameRu: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    bankAccountSetDefault: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            id: string;
                            accountNumber: string;
                            bank: {
                                id: string;
                                code: string;
                                bic: string;
                                nameKa: string;
                                nameEn: string;
                                nameRu: string;
                            };
                            isDefault: boolean;
                            createdAt: string;
                        }[];
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    bankAccountRemove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            id: string;
                            accountNumber: string;
                            bank: {
                                id: string;
                                code: string;
                                bic: string;
                                nameKa: string;
                                nameEn: string;
                                nameRu: string;
                            };
                            isDefault: boolean;
                            createdAt: string;
                        }[];
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Conflicts with the current state (already registered, period taken, already processed…) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    bankAdminList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            id: string;
                            code: string;
                            bic: string;
                            nameKa: string;
                            nameEn: string;
                            nameRu: string;
                            isActive: boolean;
                            accountCount: number;
                            updatedAt: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    bankAdminCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    bic: string;
                    nameKa: string;
                    nameEn: string;
                    nameRu: string;
                    /** @default true */
                    isActive?: boolean;
                    code: string;
                };
            };
        };
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            id: string;
                            code: string;
                            bic: string;
                            nameKa: string;
                            nameEn: string;
                            nameRu: string;
                            isActive: boolean;
                            accountCount: number;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Conflicts with the current state (already registered, period taken, already processed…) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The body or a file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, SPREADSHEET_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The content type or a file's type is not accepted (UNSUPPORTED_MEDIA_TYPE, FILE_TYPE_NOT_ALLOWED…) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
    bankAdminUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    bic: string;
                    nameKa: string;
                    nameEn: string;
                    nameRu: string;
                    isActive: boolean;
                };
            };
        };
        responses: {
            /** @description Done: the answer in the group's envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        result: {
                            id: string;
                            code: string;
                            bic: string;
                            nameKa: string;
                            nameEn: string;
                            nameRu: string;
                            isActive: boolean;
                            accountCount: number;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description Not found, or not the caller's organization's (RECORD_NOT_FOUND and the like) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The body or a file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, SPREADSHEET_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The content type or a file's type is not accepted (UNSUPPORTED_MEDIA_TYPE, FILE_TYPE_NOT_ALLOWED…) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description An unexpected failure (INTERNAL); the correlation id identifies it in the logs */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
            /** @description The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultError"];
                };
            };
        };
    };
}
