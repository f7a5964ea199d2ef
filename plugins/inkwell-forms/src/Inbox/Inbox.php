<?php
/**
 * The submissions inbox: one private post per submission, listed in the admin with its status.
 *
 * @package Inkwell\Forms
 */

declare( strict_types=1 );

namespace Inkwell\Forms\Inbox;

use Inkwell\Forms\Form\Form;
use WP_Post;

/**
 * Stores submissions as `inkwell_submission` posts (fields in meta, a text copy in the content so the
 * admin search finds them) and shows them under the Contact forms menu.
 *
 * @since 0.1.0
 */
final class Inbox {

	public const POST_TYPE   = 'inkwell_submission';
	public const STATUS_META = '_inkwell_forms_status';
	public const FIELDS_META = '_inkwell_forms_fields';
	public const EMAIL_META  = '_inkwell_forms_email';
	public const IP_META     = '_inkwell_forms_ip_hash';

	/** The admin-post action of the CSV download. */
	public const EXPORT_ACTION = 'inkwell_forms_export';

	/**
	 * Registers the hooks.
	 */
	public function add_hooks(): void {
		add_action( 'init', array( $this, 'register_post_type' ) );
		add_filter( 'manage_' . self::POST_TYPE . '_posts_columns', array( $this, 'columns' ) );
		add_action( 'manage_' . self::POST_TYPE . '_posts_custom_column', array( $this, 'column' ), 10, 2 );
		add_action( 'add_meta_boxes_' . self::POST_TYPE, array( $this, 'add_meta_box' ) );
		add_action( 'manage_posts_extra_tablenav', array( $this, 'export_button' ) );
		add_action( 'admin_post_' . self::EXPORT_ACTION, array( $this, 'download_csv' ) );
	}

	/**
	 * Registers the post type: visible in the admin only, never created by hand.
	 */
	public function register_post_type(): void {
		register_post_type(
			self::POST_TYPE,
			array(
				'labels'          => array(
					'name'          => __( 'Inbox', 'inkwell-forms' ),
					'singular_name' => __( 'Submission', 'inkwell-forms' ),
					'all_items'     => __( 'Inbox', 'inkwell-forms' ),
					'search_items'  => __( 'Search submissions', 'inkwell-forms' ),
					'not_found'     => __( 'No submissions yet.', 'inkwell-forms' ),
					'edit_item'     => __( 'Submission', 'inkwell-forms' ),
				),
				'public'          => false,
				'show_ui'         => true,
				'show_in_menu'    => 'edit.php?post_type=' . Form::POST_TYPE,
				'show_in_rest'    => false,
				'supports'        => array( 'title' ),
				'capability_type' => 'page',
				'capabilities'    => array( 'create_posts' => 'do_not_allow' ),
				'map_meta_cap'    => true,
			)
		);
	}

	/**
	 * Stores a submission.
	 *
	 * @since 0.1.0
	 *
	 * @param Form                $form    The form.
	 * @param array<string,mixed> $values  Values by field name (files by name only).
	 * @param string              $status  Status of SPEC 4.10 (mail_sent, spam, ...).
	 * @param string              $ip_hash Hashed sender address.
	 * @return int The submission id (0 when WordPress refused it).
	 */
	public function store( Form $form, array $values, string $status, string $ip_hash ): int {
		$lines = array();
		$email = '';
		$title = '';
		foreach ( $form->data_fields() as $field ) {
			$value = $values[ $field['name'] ] ?? '';
			$text  = is_array( $value ) ? implode( ', ', array_map( static fn ( $v ) => is_array( $v ) ? (string) ( $v['name'] ?? '' ) : (string) $v, $value ) ) : (string) $value;
			if ( 'email' === $field['type'] && '' === $email ) {
				$email = $text;
			}
			if ( '' === $title && '' !== $text && in_array( $field['type'], array( 'text', 'email' ), true ) ) {
				$title = $text;
			}
			$lines[] = ( '' !== $field['label'] ? $field['label'] : $field['name'] ) . ': ' . $text;
		}
		$id = wp_insert_post(
			wp_slash(
				array(
					'post_type'    => self::POST_TYPE,
					'post_status'  => 'publish',
					'post_parent'  => $form->post->ID,
					'post_title'   => '' !== $title ? $title : __( '(no name)', 'inkwell-forms' ),
					'post_content' => implode( "\n", $lines ),
					'meta_input'   => array(
						self::STATUS_META => $status,
						self::FIELDS_META => $values,
						self::EMAIL_META  => strtolower( $email ),
						self::IP_META     => $ip_hash,
					),
				)
			)
		);
		return is_int( $id ) ? $id : 0;
	}

	/**
	 * Changes the status of a stored submission; false when it could not be saved.
	 *
	 * @since 0.5.0
	 *
	 * @param int    $id     The submission.
	 * @param string $status Its new status.
	 */
	public function mark( int $id, string $status ): bool {
		return false !== update_post_meta( $id, self::STATUS_META, $status ) || get_post_meta( $id, self::STATUS_META, true ) === $status;
	}

	/**
	 * List table columns.
	 *
	 * @param array<string,string> $columns Default columns.
	 * @return array<string,string>
	 */
	public function columns( array $columns ): array {
		return array(
			'cb'                   => $columns['cb'] ?? '',
			'title'                => __( 'From', 'inkwell-forms' ),
			'inkwell_forms_form'   => __( 'Form', 'inkwell-forms' ),
			'inkwell_forms_status' => __( 'Status', 'inkwell-forms' ),
			'date'                 => $columns['date'] ?? __( 'Date', 'inkwell-forms' ),
		);
	}

	/**
	 * Prints a custom column.
	 *
	 * @param string $column  Column key.
	 * @param int    $post_id Submission id.
	 */
	public function column( string $column, int $post_id ): void {
		if ( 'inkwell_forms_status' === $column ) {
			echo esc_html( (string) get_post_meta( $post_id, self::STATUS_META, true ) );
		} elseif ( 'inkwell_forms_form' === $column ) {
			echo esc_html( get_the_title( (int) wp_get_post_parent_id( $post_id ) ) );
		}
	}

	/**
	 * Adds the read-only box with the submitted fields.
	 */
	public function add_meta_box(): void {
		add_meta_box( 'inkwell-forms-fields', __( 'Submitted fields', 'inkwell-forms' ), array( $this, 'render_meta_box' ), self::POST_TYPE, 'normal', 'high' );
	}

	/**
	 * Prints the submitted fields and the status.
	 *
	 * @param WP_Post $post The submission.
	 */
	public function render_meta_box( WP_Post $post ): void {
		printf( '<p><strong>%s</strong> %s</p>', esc_html__( 'Status:', 'inkwell-forms' ), esc_html( (string) get_post_meta( $post->ID, self::STATUS_META, true ) ) );
		echo '<pre style="white-space:pre-wrap">' . esc_html( $post->post_content ) . '</pre>';
	}

	/**
	 * Prints the "Export CSV" button above the inbox list.
	 *
	 * @param string $which Top or bottom navigation.
	 */
	public function export_button( string $which ): void {
		$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
		if ( 'top' !== $which || null === $screen || self::POST_TYPE !== $screen->post_type ) {
			return;
		}
		$url = wp_nonce_url( admin_url( 'admin-post.php?action=' . self::EXPORT_ACTION ), self::EXPORT_ACTION );
		printf( '<div class="alignleft actions"><a class="button" href="%s">%s</a></div>', esc_url( $url ), esc_html__( 'Export CSV', 'inkwell-forms' ) );
	}

	/**
	 * Sends every submission as a CSV file to an editor of the inbox.
	 */
	public function download_csv(): void {
		check_admin_referer( self::EXPORT_ACTION );
		if ( ! current_user_can( 'edit_pages' ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to export submissions.', 'inkwell-forms' ), '', array( 'response' => 403 ) );
		}
		nocache_headers();
		header( 'Content-Type: text/csv; charset=utf-8' );
		header( 'Content-Disposition: attachment; filename=inkwell-forms-' . gmdate( 'Y-m-d' ) . '.csv' );
		echo $this->csv(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- a CSV file, not HTML; cells are neutralised in csv().
		exit;
	}

	/**
	 * Every submission as CSV: date, form, status, then one column per field name.
	 *
	 * @since 0.1.0
	 */
	public function csv(): string {
		$ids    = get_posts(
			array(
				'post_type'      => self::POST_TYPE,
				'post_status'    => 'any',
				'posts_per_page' => -1,
				'fields'         => 'ids',
				'orderby'        => 'ID',
				'order'          => 'ASC',
			)
		);
		$rows   = array();
		$fields = array();
		foreach ( $ids as $id ) {
			$values = (array) get_post_meta( (int) $id, self::FIELDS_META, true );
			$fields = array_unique( array_merge( $fields, array_keys( $values ) ) );
			$rows[] = array( (int) $id, $values );
		}
		$csv = Csv::line( array_merge( array( 'date', 'form', 'status' ), $fields ) );
		foreach ( $rows as list( $id, $values ) ) {
			$line = array( (string) get_post_field( 'post_date', $id ), get_the_title( (int) wp_get_post_parent_id( $id ) ), (string) get_post_meta( $id, self::STATUS_META, true ) );
			foreach ( $fields as $name ) {
				$value  = $values[ $name ] ?? '';
				$line[] = is_array( $value ) ? implode( ', ', array_map( static fn ( $v ) => is_array( $v ) ? (string) ( $v['name'] ?? '' ) : (string) $v, $value ) ) : (string) $value;
			}
			$csv .= Csv::line( $line );
		}
		return $csv;
	}
}
